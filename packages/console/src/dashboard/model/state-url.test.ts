import type { WidgetAction } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { normalizeDashboard } from './normalize-dashboard';
import { actionStateParams, openState, stateDisplayName, updateState } from './state-controller';
import { decodeStateStack, encodeStateStack, historyModeFor, parseStateParam, stateParamFor } from './state-url';
import { loadFixtureDashboard } from './test-fixtures';

const { configuration } = normalizeDashboard(loadFixtureDashboard('thermostats'), { maxDatapointsLimit: 50000 });
const { states } = configuration;
const thermostat = { entityType: 'DEVICE' as const, id: '5f2eaf70-3b6a-11ee-8e2c-0b8e1d3a9f10' };
const chartAction = Object.values(configuration.widgets)
  .flatMap((widget) => widget.config.actions?.actionCellButton ?? [])
  .find((action) => action.name === 'Chart') as WidgetAction;

/** The platform's form, written out: base64 of the UTF-8 bytes of the JSON stack. */
function platformBase64(json: string): string {
  return Buffer.from(json, 'utf8').toString('base64');
}

describe('state URL parameter', () => {
  it("encodes the Thermostats chart state exactly as the platform's link does", () => {
    const params = actionStateParams({}, chartAction, { entityId: thermostat, entityName: 'Thermostat T1' });
    const transition = openState(
      { controllerId: 'entity', states, stack: [{ id: 'default', params: {} }] },
      'chart',
      params,
    );
    const stack = transition?.stack ?? [];
    const expected = platformBase64(
      '[{"id":"default","params":{}},{"id":"chart","params":{"entityId":{"entityType":"DEVICE","id":"5f2eaf70-3b6a-11ee-8e2c-0b8e1d3a9f10"},"entityName":"Thermostat T1"}}]',
    );
    expect(stateParamFor(stack, 'entity', 'default')).toBe(expected);
    expect(parseStateParam(expected, states, 'default')).toEqual(stack);
  });

  it('keeps non-Latin entity names through the round trip', () => {
    const stack = [{ id: 'chart', params: { entityId: thermostat, entityName: 'Термостат №1 温度' } }];
    const encoded = encodeStateStack(stack);
    expect(encoded).toBe(platformBase64(JSON.stringify(stack)));
    expect(decodeStateStack(encoded)).toEqual(stack);
  });

  it('opens the root state for an unreadable parameter and drops unknown later states', () => {
    expect(parseStateParam('%%%not-base64', states, 'default')).toEqual([{ id: 'default', params: {} }]);
    const stack = [
      { id: 'nowhere', params: { entityName: 'kept' } },
      { id: 'gone', params: {} },
      { id: 'map', params: {} },
    ];
    expect(parseStateParam(encodeStateStack(stack), states, 'default')).toEqual([
      { id: 'default', params: { entityName: 'kept' } },
      { id: 'map', params: {} },
    ]);
  });

  it('leaves the parameter out at the root for the entity controller only', () => {
    const root = [{ id: 'default', params: {} }];
    expect(stateParamFor(root, 'entity', 'default')).toBeNull();
    expect(stateParamFor(root, 'default', 'default')).toBe(platformBase64('[{"id":"default","params":{}}]'));
  });

  it('adds a history entry for a new state and replaces it for new params', () => {
    const before = [{ id: 'default', params: {} }];
    expect(historyModeFor(before, [...before, { id: 'chart', params: {} }])).toBe('push');
    expect(historyModeFor(before, [{ id: 'default', params: { entityName: 'x' } }])).toBe('replace');
  });
});

describe('state controller', () => {
  const atRoot = [{ id: 'default', params: {} }];

  it('pushes with the entity controller and replaces with the default controller', () => {
    expect(openState({ controllerId: 'entity', states, stack: atRoot }, 'map', {})?.stack).toHaveLength(2);
    expect(openState({ controllerId: 'default', states, stack: atRoot }, 'map', {}, true)).toEqual({
      stack: [{ id: 'map', params: {} }],
      openRightLayout: true,
    });
    expect(openState({ controllerId: 'entity', states, stack: atRoot }, 'missing', {})).toBeNull();
  });

  it('updates the current state in place', () => {
    const stack = [...atRoot, { id: 'chart', params: { entityName: 'A' } }];
    const next = updateState({ controllerId: 'entity', states, stack }, null, { entityName: 'B' });
    expect(next?.stack).toEqual([...atRoot, { id: 'chart', params: { entityName: 'B' } }]);
  });

  it('puts the entity under a named param and remembers it as the target', () => {
    const params = actionStateParams(
      { entityName: 'outer' },
      { setEntityId: true, stateEntityParamName: 'room' },
      { entityId: thermostat, entityName: 'T1', entityLabel: 'Kitchen' },
    );
    expect(params).toEqual({
      entityName: 'outer',
      room: { entityId: thermostat, entityName: 'T1', entityLabel: 'Kitchen' },
      targetEntityParamName: 'room',
    });
  });

  it('ignores the clicked entity when the action does not set it', () => {
    expect(actionStateParams({ a: 'b' }, { setEntityId: false }, { entityId: thermostat })).toEqual({ a: 'b' });
  });

  it('names the chart state after its entity in the breadcrumb', () => {
    expect(stateDisplayName(states.chart, { entityId: thermostat, entityName: 'Thermostat T1' })).toBe('Thermostat T1');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the platform's own placeholder syntax
    const state = { ...states.chart, name: '${room:entityLabel} (${entityName})' };
    expect(stateDisplayName(state, { room: { entityLabel: 'Kitchen' } })).toBe('Kitchen ()');
  });
});
