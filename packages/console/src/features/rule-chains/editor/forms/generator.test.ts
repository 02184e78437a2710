import { describe, expect, it } from 'vitest';
import { generatorConfiguration, generatorSchema, generatorValues } from './generator';

/** The generator's default configuration in ThingsBoard 3.4.1 (rule-nodes-3.4.1.json). */
const DEFAULT = {
  msgCount: 0,
  periodInSeconds: 1,
  originatorId: null,
  originatorType: null,
  jsScript: 'var msg = { temp: 42 };\nreturn { msg: msg, metadata: {}, msgType: "POST_TELEMETRY_REQUEST" };',
};

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the generator form values', () => {
  it("give back the platform's default configuration unchanged", () => {
    expect(generatorConfiguration(DEFAULT, generatorValues(DEFAULT))).toEqual(DEFAULT);
  });

  it('store the counts as numbers and the originator with its entity', () => {
    const configuration = {
      ...DEFAULT,
      msgCount: 10,
      periodInSeconds: 5,
      originatorType: 'DEVICE',
      originatorId: 'd1',
    };
    expect(generatorConfiguration(DEFAULT, generatorValues(configuration))).toEqual(configuration);
  });

  it('drop an originator type chosen without its entity', () => {
    const values = { ...generatorValues(DEFAULT), originatorType: 'ASSET' };
    expect(generatorConfiguration(DEFAULT, values)).toMatchObject({ originatorType: null, originatorId: null });
  });

  it('refuse a negative count, a period under a second and an empty function', () => {
    const result = generatorSchema.safeParse({
      ...generatorValues(DEFAULT),
      msgCount: '-1',
      periodInSeconds: '0',
      jsScript: ' ',
    });
    expect(messages(result)).toEqual({
      msgCount: 'admin.value-non-negative',
      periodInSeconds: 'rulenode.period-seconds-invalid',
      jsScript: 'rulenode.generator-function-required',
    });
  });
});
