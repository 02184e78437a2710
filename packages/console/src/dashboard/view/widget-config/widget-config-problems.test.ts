import type { WidgetAction } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import type { DataKey } from '../../../widgets/widget-config';
import { parsesAsFunctionBody } from './script-syntax';
import { widgetConfigProblems } from './widget-config-problems';

const key = (changes: Partial<DataKey>): DataKey => ({
  name: 'temperature',
  type: 'timeseries',
  label: 'Temperature',
  color: '#f00',
  ...changes,
});

const action = (changes: Partial<WidgetAction>): WidgetAction => ({
  id: 'a',
  name: 'Details',
  type: 'openDashboardState',
  targetDashboardStateId: 'details',
  ...changes,
});

describe('parsesAsFunctionBody', () => {
  it('accepts a function body with a return, and refuses one that does not parse', () => {
    expect(parsesAsFunctionBody('return value * 2;')).toBe(true);
    expect(parsesAsFunctionBody('return value * ;')).toBe(false);
    expect(parsesAsFunctionBody('if (value > 1 { return 1; }')).toBe(false);
  });
});

describe('widgetConfigProblems', () => {
  const entity = (dataKeys: DataKey[]) => [{ type: 'entity' as const, entityAliasId: 'a1', dataKeys }];

  it('finds nothing wrong with keys and actions that are complete', () => {
    const keys = [key({ usePostProcessing: true, postFuncBody: 'return value / 10;' })];
    expect(widgetConfigProblems(entity(keys), { rowClick: [action({})] }, parsesAsFunctionBody)).toEqual([]);
  });

  it('names a key without a name, a post-processing function that does not parse, and a datasource without alias', () => {
    const keys = [key({ name: ' ' }), key({ usePostProcessing: true, postFuncBody: 'return value * ;' })];
    const problems = widgetConfigProblems(
      [...entity(keys), { type: 'entityCount', dataKeys: [] }],
      {},
      parsesAsFunctionBody,
    );
    expect(problems.map((problem) => problem.key)).toEqual([
      'datasource.alias-required',
      'datakey.key-required',
      'datakey.function-invalid',
    ]);
  });

  it('ignores a post-processing function that is switched off', () => {
    const keys = [key({ usePostProcessing: false, postFuncBody: 'return value * ;' })];
    expect(widgetConfigProblems(entity(keys), {}, parsesAsFunctionBody)).toEqual([]);
  });

  it('names an action without a name, without a target state or dashboard, or with a custom function that does not parse', () => {
    const actions = {
      rowClick: [action({ name: '' }), action({ targetDashboardStateId: null })],
      headerButton: [
        action({ type: 'openDashboard', targetDashboardId: null }),
        action({ type: 'custom', customFunction: 'widgetContext.(' }),
      ],
    };
    expect(widgetConfigProblems([], actions, parsesAsFunctionBody).map((problem) => problem.key)).toEqual([
      'widget-config.action-name-required',
      'widget-action.target-dashboard-state-required',
      'widget-action.target-dashboard-required',
      'widget-action.custom-function-invalid',
    ]);
  });
});
