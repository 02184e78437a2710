import type { AlarmConditionSpec, AlarmSchedule, DeviceProfileAlarm, DynamicValue } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import type { KvValue } from '../../telemetry/kv.js';
import { alarm, numericFilter, rule } from '../../testing/alarm-rules.js';
import {
  type AlarmDecision,
  type CurrentAlarm,
  createAlarmRuleStates,
  decideAlarm,
  persistedAlarmState,
} from './alarm-state.js';
import type { OwnerAttributes } from './dynamic-values.js';
import { snapshotKey, snapshotKeysOf } from './keys.js';
import { evaluateRuleAt } from './rule-state.js';
import { createSnapshot, type DataSnapshot, mergeAttributes, mergeTimeseries } from './snapshot.js';

const HOUR = 3_600_000;
// Monday 5 January 2026, 11:00 in Berlin.
const T0 = Date.UTC(2026, 0, 5, 10, 0, 0);
const long = (value: number): KvValue => ({ type: 'LONG', value });
/** A details placeholder, `${key}`. */
const ph = (key: string) => `\${${key}}`;

interface Device {
  attributes?: Record<string, number>;
  owners?: OwnerAttributes;
}

/** Feeds telemetry points to one alarm's rules, keeping the current alarm as the node would; answers the decisions. */
function feed(definition: DeviceProfileAlarm, points: Array<[number, Record<string, number>]>, device: Device = {}) {
  const states = createAlarmRuleStates(definition);
  const snapshot = createSnapshot(
    snapshotKeysOf([definition]),
    Object.entries(device.attributes ?? {}).map(([key, value]) => [snapshotKey('ATTRIBUTE', key), long(value)]),
  );
  const owners = device.owners ?? { customer: new Map(), tenant: new Map() };
  let current: CurrentAlarm | null = null;
  const decisions: AlarmDecision[] = [];
  for (const [ts, values] of points) {
    const entries = Object.entries(values).map(([key, value]) => ({ key, value: long(value) }));
    const update = mergeTimeseries(snapshot, ts, entries);
    const decision = decideAlarm(states, { snapshot, owners }, update, current);
    decisions.push(decision);
    if (decision.action === 'create' || decision.action === 'update') {
      current = { severity: decision.severity, details: decision.details };
    } else if (decision.action === 'clear') {
      current = null;
    }
  }
  return { decisions, states, snapshot, owners };
}

const actions = (decisions: AlarmDecision[]) => decisions.map((decision) => decision.action);

describe('every condition type with every schedule type and every dynamic source', () => {
  const specs: Array<[string, AlarmConditionSpec, number]> = [
    ['SIMPLE', { type: 'SIMPLE' }, 0],
    ['DURATION', { type: 'DURATION', unit: 'SECONDS', predicate: { defaultValue: 1 } }, 1],
    ['REPEATING', { type: 'REPEATING', predicate: { defaultValue: 2 } }, 1],
  ];
  const schedules: Array<[string, AlarmSchedule | null, boolean]> = [
    ['no schedule', null, true],
    ['ANY_TIME', { type: 'ANY_TIME' }, true],
    [
      'SPECIFIC_TIME in window',
      { type: 'SPECIFIC_TIME', timezone: 'Europe/Berlin', daysOfWeek: [1], startsOn: 10 * HOUR, endsOn: 12 * HOUR },
      true,
    ],
    [
      'SPECIFIC_TIME on another day',
      { type: 'SPECIFIC_TIME', timezone: 'Europe/Berlin', daysOfWeek: [2, 3], startsOn: 0, endsOn: 0 },
      false,
    ],
    [
      'CUSTOM in window',
      {
        type: 'CUSTOM',
        timezone: 'Europe/Berlin',
        items: [{ enabled: true, dayOfWeek: 1, startsOn: 10 * HOUR, endsOn: 12 * HOUR }],
      },
      true,
    ],
    [
      'CUSTOM disabled that day',
      { type: 'CUSTOM', timezone: 'Europe/Berlin', items: [{ enabled: false, dayOfWeek: 1, startsOn: 0, endsOn: 0 }] },
      false,
    ],
  ];
  const sources: Array<[string, DynamicValue, (threshold: number) => Device]> = [
    [
      'CURRENT_DEVICE',
      { sourceType: 'CURRENT_DEVICE', sourceAttribute: 'threshold', inherit: false },
      (threshold) => ({ attributes: { threshold } }),
    ],
    [
      'CURRENT_CUSTOMER',
      { sourceType: 'CURRENT_CUSTOMER', sourceAttribute: 'threshold', inherit: false },
      (threshold) => ({ owners: { customer: new Map([['threshold', long(threshold)]]), tenant: new Map() } }),
    ],
    [
      'CURRENT_TENANT',
      { sourceType: 'CURRENT_TENANT', sourceAttribute: 'threshold', inherit: false },
      (threshold) => ({ owners: { customer: new Map(), tenant: new Map([['threshold', long(threshold)]]) } }),
    ],
    [
      'CURRENT_DEVICE inheriting from the customer',
      { sourceType: 'CURRENT_DEVICE', sourceAttribute: 'threshold', inherit: true },
      (threshold) => ({ owners: { customer: new Map([['threshold', long(threshold)]]), tenant: new Map() } }),
    ],
    [
      'CURRENT_DEVICE inheriting from the tenant',
      { sourceType: 'CURRENT_DEVICE', sourceAttribute: 'threshold', inherit: true },
      (threshold) => ({ owners: { customer: new Map(), tenant: new Map([['threshold', long(threshold)]]) } }),
    ],
  ];
  const cases = specs.flatMap(([specName, spec, firesAt]) =>
    schedules.flatMap(([scheduleName, schedule, inSchedule]) =>
      sources.map(([sourceName, dynamic, device]) => ({
        name: `${specName} × ${scheduleName} × ${sourceName}`,
        spec,
        schedule,
        inSchedule,
        dynamic,
        device,
        firesAt,
      })),
    ),
  );

  it.each(cases)('$name', ({ spec, schedule, inSchedule, dynamic, device, firesAt }) => {
    // The default (20) is below the temperature: only the dynamic threshold can keep the alarm down.
    const definition = alarm({
      MAJOR: rule([numericFilter('temperature', 'GREATER', 20, dynamic)], { spec, schedule }),
    });
    const points: Array<[number, Record<string, number>]> = [
      [T0, { temperature: 30 }],
      [T0 + 1500, { temperature: 30 }],
      [T0 + 3000, { temperature: 30 }],
    ];
    const low = feed(definition, points, device(25));
    const expected = ['none', 'none', 'none'];
    if (inSchedule) {
      expected[firesAt] = 'create';
      for (let index = firesAt + 1; index < 3; index++) expected[index] = 'update';
    }
    expect(actions(low.decisions)).toEqual(expected);
    const high = feed(definition, points, device(35));
    expect(actions(high.decisions)).toEqual(['none', 'none', 'none']);
  });
});

describe('severity escalation', () => {
  const definition = alarm(
    {
      MAJOR: rule([numericFilter('temperature', 'GREATER', 25)], { details: `major at ${ph('temperature')}` }),
      CRITICAL: rule([numericFilter('temperature', 'GREATER', 40)], { details: `critical at ${ph('temperature')}` }),
      WARNING: rule([numericFilter('temperature', 'GREATER', 20)], { details: `warning at ${ph('temperature')}` }),
    },
    rule([numericFilter('temperature', 'LESS_OR_EQUAL', 20)], { details: `back to ${ph('temperature')}` }),
  );

  it('raises the highest severity that holds, escalates, never de-escalates and clears', () => {
    const { decisions } = feed(definition, [
      [T0, { temperature: 22 }],
      [T0 + 1, { temperature: 30 }],
      [T0 + 2, { temperature: 45 }],
      [T0 + 3, { temperature: 45 }],
      [T0 + 4, { temperature: 30 }],
      [T0 + 5, { temperature: 10 }],
      [T0 + 6, { temperature: 10 }],
    ]);
    expect(decisions.map((d) => ('severity' in d ? `${d.action} ${d.severity}` : d.action))).toEqual([
      'create WARNING',
      'update MAJOR',
      'update CRITICAL',
      'update CRITICAL',
      'none',
      'clear',
      'none',
    ]);
    expect(decisions[1]).toMatchObject({ severityChanged: true, details: { data: 'major at 30' } });
    expect(decisions[3]).toMatchObject({ severityChanged: false, details: { data: 'critical at 45' } });
    expect(decisions[5]).toMatchObject({ details: { data: 'back to 10' } });
  });

  it('takes the lower rule when a higher one only waits for its duration', () => {
    const waiting = alarm({
      CRITICAL: rule([numericFilter('temperature', 'GREATER', 25)], {
        spec: { type: 'DURATION', unit: 'MINUTES', predicate: { defaultValue: 10 } },
      }),
      MINOR: rule([numericFilter('temperature', 'GREATER', 25)]),
    });
    const { decisions } = feed(waiting, [
      [T0, { temperature: 30 }],
      [T0 + 11 * 60_000, { temperature: 30 }],
    ]);
    expect(decisions.map((d) => ('severity' in d ? `${d.action} ${d.severity}` : d.action))).toEqual([
      'create MINOR',
      'update CRITICAL',
    ]);
  });
});

describe('clearing', () => {
  const definition = alarm(
    { MAJOR: rule([numericFilter('temperature', 'GREATER', 25)]) },
    rule([numericFilter('temperature', 'LESS', 20)], {
      spec: { type: 'REPEATING', predicate: { defaultValue: 2 } },
    }),
  );

  it('clears only an alarm that is there, once the clear rule holds', () => {
    const { decisions } = feed(definition, [
      [T0, { temperature: 10 }],
      [T0 + 1, { temperature: 30 }],
      [T0 + 2, { temperature: 10 }],
      [T0 + 3, { temperature: 22 }],
      [T0 + 4, { temperature: 10 }],
      [T0 + 5, { temperature: 10 }],
    ]);
    // The clear count starts again after 22 broke it.
    expect(actions(decisions)).toEqual(['none', 'create', 'none', 'none', 'none', 'clear']);
  });

  it('never clears without a clear rule', () => {
    const noClear = alarm({ MAJOR: rule([numericFilter('temperature', 'GREATER', 25)]) });
    expect(
      actions(
        feed(noClear, [
          [T0, { temperature: 30 }],
          [T0 + 1, { temperature: 0 }],
        ]).decisions,
      ),
    ).toEqual(['create', 'none']);
  });
});

describe('what new data concerns', () => {
  it('re-evaluates a rule on attributes only when the rule tests no telemetry', () => {
    const mixed = alarm({
      MAJOR: rule([
        numericFilter('temperature', 'GREATER', 0, { sourceType: 'CURRENT_DEVICE', sourceAttribute: 'limit' }),
      ]),
    });
    const attributeOnly = alarm({ MAJOR: rule([numericFilter('limit', 'GREATER', 25, null, 'ATTRIBUTE')]) });
    for (const [definition, expected] of [
      [mixed, 'none'],
      [attributeOnly, 'create'],
    ] as const) {
      const states = createAlarmRuleStates(definition);
      const snapshot: DataSnapshot = createSnapshot(snapshotKeysOf([definition]), [
        [snapshotKey('TIME_SERIES', 'temperature'), long(30)],
      ]);
      const update = mergeAttributes(snapshot, T0, [{ key: 'limit', value: long(26) }]);
      const owners = { customer: new Map(), tenant: new Map() };
      expect(decideAlarm(states, { snapshot, owners }, update, null).action).toBe(expected);
    }
  });

  it('leaves rules alone when the data changed none of their keys', () => {
    const definition = alarm({ MAJOR: rule([numericFilter('temperature', 'GREATER', 25)]) });
    expect(actions(feed(definition, [[T0, { humidity: 30 }]]).decisions)).toEqual(['none']);
  });
});

describe('durations and counts', () => {
  const duration = (predicate: AlarmConditionSpec & { type: 'DURATION' }) =>
    alarm({ MAJOR: rule([numericFilter('temperature', 'GREATER', 25)], { spec: predicate }) });

  it('raises a duration alarm on the periodic check once the condition has held long enough', () => {
    const definition = duration({ type: 'DURATION', unit: 'MINUTES', predicate: { defaultValue: 1 } });
    const { decisions, states, snapshot, owners } = feed(definition, [[T0, { temperature: 30 }]]);
    expect(actions(decisions)).toEqual(['none']);
    const at = (now: number) =>
      decideAlarm(states, { snapshot, owners }, null, null, (state, inputs) => evaluateRuleAt(state, inputs, now));
    expect(at(T0 + 30_000).action).toBe('none');
    expect(at(T0 + 61_000)).toMatchObject({ action: 'create', severity: 'MAJOR' });
  });

  it('reads a dynamic duration, and fails on one that is not a number', () => {
    const dynamic = duration({
      type: 'DURATION',
      unit: 'SECONDS',
      predicate: { defaultValue: 100, dynamicValue: { sourceType: 'CURRENT_DEVICE', sourceAttribute: 'seconds' } },
    });
    const points: Array<[number, Record<string, number>]> = [
      [T0, { temperature: 30 }],
      [T0 + 3000, { temperature: 30 }],
    ];
    expect(actions(feed(dynamic, points, { attributes: { seconds: 2 } }).decisions)).toEqual(['none', 'create']);
    const owners = { customer: new Map(), tenant: new Map() };
    const states = createAlarmRuleStates(dynamic);
    const snapshot = createSnapshot(snapshotKeysOf([dynamic]), [
      [snapshotKey('ATTRIBUTE', 'seconds'), { type: 'STRING', value: 'soon' }],
    ]);
    const update = mergeTimeseries(snapshot, T0, [{ key: 'temperature', value: long(30) }]);
    expect(() => decideAlarm(states, { snapshot, owners }, update, null)).toThrow(
      "Could not convert attribute 'seconds' with value 'soon' to numeric value!",
    );
  });

  it('reads a dynamic repeat count', () => {
    const repeating = alarm({
      MAJOR: rule([numericFilter('temperature', 'GREATER', 25)], {
        spec: {
          type: 'REPEATING',
          predicate: { defaultValue: 1, dynamicValue: { sourceType: 'CURRENT_TENANT', sourceAttribute: 'repeats' } },
        },
      }),
    });
    const owners = { customer: new Map(), tenant: new Map([['repeats', long(3)]]) };
    const points: Array<[number, Record<string, number>]> = [0, 1, 2].map((i) => [T0 + i, { temperature: 30 }]);
    expect(actions(feed(repeating, points, { owners }).decisions)).toEqual(['none', 'none', 'create']);
  });

  it('keeps the counters of kept rules across a rebuild from their stored form', () => {
    const definition = alarm({
      MAJOR: rule([numericFilter('temperature', 'GREATER', 25)], {
        spec: { type: 'REPEATING', predicate: { defaultValue: 3 } },
      }),
    });
    const { states } = feed(definition, [
      [T0, { temperature: 30 }],
      [T0 + 1, { temperature: 30 }],
    ]);
    const stored = JSON.parse(JSON.stringify(persistedAlarmState(states)));
    expect(stored).toEqual({
      createRuleStates: { MAJOR: { lastEventTs: 0, duration: 0, eventCount: 2 } },
      clearRuleState: null,
    });
    expect(createAlarmRuleStates(definition, stored).createStates[0]?.counters.eventCount).toBe(2);
  });
});

describe('alarm details', () => {
  it('fills the keys of the rule filters, keeps other placeholders, and adds the dashboard', () => {
    const definition = alarm({
      MAJOR: {
        ...rule([numericFilter('temperature', 'GREATER', 25)], {
          details: `T=${ph('temperature')} H=${ph('humidity')}`,
        }),
        dashboardId: { entityType: 'DASHBOARD', id: '784f394c-42b6-435a-983c-b7beff2784f9' },
      },
    });
    const [decision] = feed(definition, [[T0, { temperature: 30, humidity: 50 }]]).decisions;
    expect(decision).toMatchObject({
      details: { data: `T=30 H=${ph('humidity')}`, dashboardId: '784f394c-42b6-435a-983c-b7beff2784f9' },
    });
  });

  it('gives a new alarm empty details and keeps those of an existing one when the rule has none', () => {
    const definition = alarm({ MAJOR: rule([numericFilter('temperature', 'GREATER', 25)]) });
    const { decisions } = feed(definition, [
      [T0, { temperature: 30 }],
      [T0 + 1, { temperature: 31 }],
    ]);
    expect(decisions[0]).toMatchObject({ details: {} });
    expect(decisions[1]).toMatchObject({ action: 'update', details: {} });
  });
});
