import { z } from 'zod';

export const CREATE_ALARM_NODE = 'org.thingsboard.rule.engine.action.TbCreateAlarmNode';
export const CLEAR_ALARM_NODE = 'org.thingsboard.rule.engine.action.TbClearAlarmNode';

export const ALARM_SEVERITIES = ['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE'] as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const flag = (value: unknown) => value === true;

const alarmType = z.string().trim().min(1, 'rulenode.alarm-type-required');
const detailsScript = z.string().refine((script) => script.trim() !== '', 'rulenode.alarm-details-builder-required');

export const clearAlarmSchema = z.object({ alarmType, alarmDetailsBuildJs: detailsScript });
export type ClearAlarmValues = z.input<typeof clearAlarmSchema>;

export function clearAlarmValues(configuration: Record<string, unknown>): ClearAlarmValues {
  return { alarmType: text(configuration.alarmType), alarmDetailsBuildJs: text(configuration.alarmDetailsBuildJs) };
}

export function clearAlarmConfiguration(
  original: Record<string, unknown>,
  values: ClearAlarmValues,
): Record<string, unknown> {
  return { ...original, alarmType: values.alarmType.trim(), alarmDetailsBuildJs: values.alarmDetailsBuildJs };
}

export const createAlarmSchema = z
  .object({
    alarmType: z.string(),
    alarmDetailsBuildJs: z.string(),
    useMessageAlarmData: z.boolean(),
    overwriteAlarmDetails: z.boolean(),
    /** the severity is a pattern (`${severity}`) rather than one of the severities */
    dynamicSeverity: z.boolean(),
    severity: z.string(),
    propagate: z.boolean(),
    relationTypes: z.array(z.string()),
    propagateToOwner: z.boolean(),
    propagateToTenant: z.boolean(),
  })
  .superRefine((values, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    // an alarm taken from the message brings its own type and severity; the script runs only to overwrite details
    if (!values.useMessageAlarmData || values.overwriteAlarmDetails) {
      if (values.alarmDetailsBuildJs.trim() === '')
        issue('alarmDetailsBuildJs', 'rulenode.alarm-details-builder-required');
    }
    if (values.useMessageAlarmData) return;
    if (values.alarmType.trim() === '') issue('alarmType', 'rulenode.alarm-type-required');
    if (values.dynamicSeverity && values.severity.trim() === '') {
      issue('severity', 'rulenode.alarm-severity-pattern-required');
    }
  });
export type CreateAlarmValues = z.input<typeof createAlarmSchema>;

export function createAlarmValues(configuration: Record<string, unknown>): CreateAlarmValues {
  const dynamicSeverity = flag(configuration.dynamicSeverity);
  const severity = text(configuration.severity);
  return {
    alarmType: text(configuration.alarmType),
    alarmDetailsBuildJs: text(configuration.alarmDetailsBuildJs),
    useMessageAlarmData: flag(configuration.useMessageAlarmData),
    overwriteAlarmDetails: flag(configuration.overwriteAlarmDetails),
    dynamicSeverity,
    severity: dynamicSeverity || ALARM_SEVERITIES.includes(severity as never) ? severity : 'CRITICAL',
    propagate: flag(configuration.propagate),
    relationTypes: Array.isArray(configuration.relationTypes) ? configuration.relationTypes.map(String) : [],
    propagateToOwner: flag(configuration.propagateToOwner),
    propagateToTenant: flag(configuration.propagateToTenant),
  };
}

/** The create alarm node's configuration from the form, with the keys and types of the platform's default. */
export function createAlarmConfiguration(
  original: Record<string, unknown>,
  values: CreateAlarmValues,
): Record<string, unknown> {
  return {
    ...original,
    alarmType: values.alarmType.trim(),
    alarmDetailsBuildJs: values.alarmDetailsBuildJs,
    useMessageAlarmData: values.useMessageAlarmData,
    overwriteAlarmDetails: values.useMessageAlarmData && values.overwriteAlarmDetails,
    dynamicSeverity: values.dynamicSeverity,
    severity: values.severity.trim(),
    propagate: values.propagate,
    // the relation types matter only while the alarm is propagated
    relationTypes: values.propagate ? values.relationTypes : [],
    propagateToOwner: values.propagateToOwner,
    propagateToTenant: values.propagateToTenant,
  };
}
