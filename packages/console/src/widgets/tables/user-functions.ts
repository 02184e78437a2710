import type { WidgetAction } from '@fleetdeck/model';
import type { CSSProperties } from 'react';
import { sanitizeHtml } from '../sanitize-html';
import type { WidgetConfig } from '../widget-config';
import type { WidgetContext } from '../widget-context';

/**
 * The `ctx` argument of functions saved in a table's settings. Functions run in the host's sandbox and get their
 * arguments as JSON, so they see the widget's settings, units and decimals and the dashboard's state and user, not
 * live services.
 */
export function functionContext(config: WidgetConfig, context: WidgetContext | undefined): Record<string, unknown> {
  return {
    settings: config.settings,
    units: config.units ?? '',
    decimals: config.decimals ?? 2,
    isEdit: context?.isEdit ?? false,
    stateParams: context?.stateParams ?? {},
    currentUser: context?.currentUser ?? null,
  };
}

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Runs a style function (`cellStyleFunction`, `rowStyleFunction`) and keeps what React can apply: an object's string
 * and number entries, CSS names in either spelling. No context (outside a dashboard) or no object: no style.
 */
export function userStyle(
  context: WidgetContext | undefined,
  body: string | undefined,
  argNames: string[],
  args: unknown[],
): CSSProperties | undefined {
  if (!context || !body?.trim()) return undefined;
  const result = context.callFunction(body, argNames, args);
  if (typeof result !== 'object' || result === null || Array.isArray(result)) return undefined;
  const style: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(result)) {
    if (typeof value === 'string' || typeof value === 'number') style[camelCase(name)] = value;
  }
  return style as CSSProperties;
}

/**
 * Runs a cell content function and answers the HTML it returns, sanitised; a number or boolean is printed as text.
 * A function that fails (undefined from the sandbox) leaves the cell empty, as the platform does.
 */
export function userContent(
  context: WidgetContext | undefined,
  body: string | undefined,
  argNames: string[],
  args: unknown[],
): string {
  if (!context || !body?.trim()) return '';
  const result = context.callFunction(body, argNames, args);
  if (result === undefined || result === null) return '';
  return sanitizeHtml(typeof result === 'object' ? JSON.stringify(result) : String(result));
}

/**
 * Whether a row's action button shows: always, unless the descriptor has a show condition, which gets the function
 * context and the row and must answer true. Without a context the condition cannot run and the button hides.
 */
export function actionVisible(
  descriptor: WidgetAction,
  context: WidgetContext | undefined,
  functionCtx: Record<string, unknown>,
  row: Record<string, unknown>,
): boolean {
  if (!descriptor.useShowWidgetActionFunction || !descriptor.showWidgetActionFunction?.trim()) return true;
  if (!context) return false;
  return (
    context.callFunction(descriptor.showWidgetActionFunction, ['widgetContext', 'data'], [functionCtx, row]) === true
  );
}
