import type { Widget } from '@fleetdeck/model';

interface KeyLike {
  usePostProcessing?: unknown;
  postFuncBody?: unknown;
}

interface DatasourceLike {
  type?: unknown;
  dataKeys?: KeyLike[];
  latestDataKeys?: KeyLike[];
}

const postProcessed = (key: KeyLike) => key.usePostProcessing === true && typeof key.postFuncBody === 'string';

/**
 * True when the widget's data goes through the dashboard's script sandbox: a function datasource generates its
 * values there, or a key post-processes its values there. Only such widgets wait for the sandbox; the others
 * subscribe at once and are not subscribed again when the sandbox has loaded.
 */
export function usesValueFunctions(widget: Widget): boolean {
  const datasources = (widget.config.datasources ?? []) as DatasourceLike[];
  return datasources.some(
    (datasource) =>
      datasource.type === 'function' ||
      (datasource.dataKeys ?? []).some(postProcessed) ||
      (datasource.latestDataKeys ?? []).some(postProcessed),
  );
}
