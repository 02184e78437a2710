import type { WidgetAction } from '@fleetdeck/model';
import type { DataKey, Datasource } from '../../../widgets/widget-config';

/** A reason the dialog refuses to save, as a message key with its values. */
export interface ConfigProblem {
  key: string;
  values?: Record<string, string>;
}

/** The function bodies of a data key the platform compiles: the generator of a function key, the post-processing. */
export function keyFunctions(dataKey: DataKey): string[] {
  const bodies: string[] = [];
  if (dataKey.type === 'function' && typeof dataKey.funcBody === 'string') bodies.push(dataKey.funcBody);
  if (dataKey.usePostProcessing && typeof dataKey.postFuncBody === 'string') bodies.push(dataKey.postFuncBody);
  return bodies;
}

/** What is wrong with one data key: no name, or a function that does not parse. */
export function dataKeyProblems(dataKey: DataKey, parses: (body: string) => boolean): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  if (!dataKey.name.trim()) problems.push({ key: 'datakey.key-required' });
  if (keyFunctions(dataKey).some((body) => !parses(body))) {
    problems.push({ key: 'datakey.function-invalid', values: { label: dataKey.label || dataKey.name } });
  }
  return problems;
}

/** What is wrong with one action: no name, no target for a navigation, a custom function that does not parse. */
export function actionProblems(action: WidgetAction, parses: (body: string) => boolean): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  if (!action.name.trim()) problems.push({ key: 'widget-config.action-name-required' });
  if (action.type === 'openDashboardState' && !action.targetDashboardStateId) {
    problems.push({ key: 'widget-action.target-dashboard-state-required', values: { name: action.name } });
  }
  if (action.type === 'openDashboard' && !action.targetDashboardId) {
    problems.push({ key: 'widget-action.target-dashboard-required', values: { name: action.name } });
  }
  if (action.type === 'custom' && !parses(action.customFunction ?? '')) {
    problems.push({ key: 'widget-action.custom-function-invalid', values: { name: action.name } });
  }
  return problems;
}

/** Every reason a widget's datasources and actions cannot be saved, in the order the dialog shows them. */
export function widgetConfigProblems(
  datasources: readonly Datasource[],
  actions: Record<string, WidgetAction[]>,
  parses: (body: string) => boolean,
): ConfigProblem[] {
  const keys = datasources.flatMap((datasource) => datasource.dataKeys);
  return [
    ...datasources
      .filter((datasource) => datasource.type !== 'function' && !datasource.entityAliasId)
      .map(() => ({ key: 'datasource.alias-required' })),
    ...keys.flatMap((dataKey) => dataKeyProblems(dataKey, parses)),
    ...Object.values(actions).flatMap((list) => list.flatMap((action) => actionProblems(action, parses))),
  ];
}
