import { describe, expect, it } from 'vitest';
import {
  clearAlarmConfiguration,
  clearAlarmSchema,
  clearAlarmValues,
  createAlarmConfiguration,
  createAlarmSchema,
  createAlarmValues,
} from './alarm';

const DETAILS = 'var details = {};\nreturn details;';

/** The create alarm node's default configuration in ThingsBoard 3.4.1 (rule-nodes-3.4.1.json). */
const CREATE_DEFAULT = {
  alarmType: 'General Alarm',
  alarmDetailsBuildJs: DETAILS,
  severity: 'CRITICAL',
  propagate: false,
  propagateToOwner: false,
  propagateToTenant: false,
  useMessageAlarmData: false,
  overwriteAlarmDetails: false,
  dynamicSeverity: false,
  relationTypes: [],
};

const CLEAR_DEFAULT = { alarmType: 'General Alarm', alarmDetailsBuildJs: DETAILS };

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the create alarm form values', () => {
  it("gives back the platform's default configuration unchanged", () => {
    expect(createAlarmConfiguration(CREATE_DEFAULT, createAlarmValues(CREATE_DEFAULT))).toEqual(CREATE_DEFAULT);
  });

  it('keeps a severity pattern and the relation types of a propagated alarm', () => {
    const configuration = {
      ...CREATE_DEFAULT,
      alarmType: 'High Temperature',
      dynamicSeverity: true,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the platform's metadata placeholder, a pattern by design
      severity: '${alarmSeverity}',
      propagate: true,
      relationTypes: ['Contains', 'Manages'],
      propagateToTenant: true,
    };
    expect(createAlarmConfiguration(configuration, createAlarmValues(configuration))).toEqual(configuration);
  });

  it('drops the relation types of an alarm that is not propagated', () => {
    const values = { ...createAlarmValues(CREATE_DEFAULT), relationTypes: ['Contains'] };
    expect(createAlarmConfiguration(CREATE_DEFAULT, values).relationTypes).toEqual([]);
  });

  it('asks for the type, the severity pattern and the script of an alarm built here', () => {
    const result = createAlarmSchema.safeParse({
      ...createAlarmValues(CREATE_DEFAULT),
      alarmType: ' ',
      dynamicSeverity: true,
      severity: '',
      alarmDetailsBuildJs: '',
    });
    expect(messages(result)).toEqual({
      alarmType: 'rulenode.alarm-type-required',
      severity: 'rulenode.alarm-severity-pattern-required',
      alarmDetailsBuildJs: 'rulenode.alarm-details-builder-required',
    });
  });

  it('asks nothing of an alarm taken from the message unless its details are overwritten', () => {
    const fromMessage = {
      ...createAlarmValues(CREATE_DEFAULT),
      useMessageAlarmData: true,
      alarmType: '',
      alarmDetailsBuildJs: '',
    };
    expect(createAlarmSchema.safeParse(fromMessage).success).toBe(true);
    expect(messages(createAlarmSchema.safeParse({ ...fromMessage, overwriteAlarmDetails: true }))).toEqual({
      alarmDetailsBuildJs: 'rulenode.alarm-details-builder-required',
    });
  });
});

describe('the clear alarm form values', () => {
  it("gives back the platform's default configuration unchanged", () => {
    expect(clearAlarmConfiguration(CLEAR_DEFAULT, clearAlarmValues(CLEAR_DEFAULT))).toEqual(CLEAR_DEFAULT);
  });

  it('asks for the alarm type', () => {
    expect(messages(clearAlarmSchema.safeParse({ ...CLEAR_DEFAULT, alarmType: '' }))).toEqual({
      alarmType: 'rulenode.alarm-type-required',
    });
  });
});
