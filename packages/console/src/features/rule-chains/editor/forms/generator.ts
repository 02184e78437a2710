import type { EntityType } from '@fleetdeck/model';
import { z } from 'zod';

export const GENERATOR_NODE = 'org.thingsboard.rule.engine.debug.TbMsgGeneratorNode';

/** The kinds of entity a generated message may come from; without one it comes from the node itself. */
export const ORIGINATOR_TYPES: readonly EntityType[] = [
  'DEVICE',
  'ASSET',
  'ENTITY_VIEW',
  'CUSTOMER',
  'USER',
  'DASHBOARD',
];

const whole = /^\d+$/;

export const generatorSchema = z.object({
  msgCount: z.string().trim().regex(whole, 'admin.value-non-negative'),
  periodInSeconds: z
    .string()
    .trim()
    .refine((text) => whole.test(text) && Number(text) >= 1, 'rulenode.period-seconds-invalid'),
  originatorType: z.string().nullable(),
  originatorId: z.string().nullable(),
  jsScript: z.string().refine((script) => script.trim() !== '', 'rulenode.generator-function-required'),
});

export type GeneratorValues = z.input<typeof generatorSchema>;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export function generatorValues(configuration: Record<string, unknown>): GeneratorValues {
  return {
    msgCount: typeof configuration.msgCount === 'number' ? String(configuration.msgCount) : '0',
    periodInSeconds: typeof configuration.periodInSeconds === 'number' ? String(configuration.periodInSeconds) : '1',
    originatorType: text(configuration.originatorType),
    originatorId: text(configuration.originatorId),
    jsScript: typeof configuration.jsScript === 'string' ? configuration.jsScript : '',
  };
}

/** The generator's configuration in the platform's shape; an originator is written only with its entity. */
export function generatorConfiguration(
  original: Record<string, unknown>,
  values: GeneratorValues,
): Record<string, unknown> {
  const withOriginator = values.originatorType !== null && values.originatorId !== null;
  return {
    ...original,
    msgCount: Number(values.msgCount),
    periodInSeconds: Number(values.periodInSeconds),
    originatorType: withOriginator ? values.originatorType : null,
    originatorId: withOriginator ? values.originatorId : null,
    jsScript: values.jsScript,
  };
}
