import { functionContext } from '../tables/user-functions';
import type { WidgetConfig } from '../widget-config';
import type { WidgetContext } from '../widget-context';
import type { WidgetSeries } from '../widget-definition';
import { entityValues, fillDataPattern, keyLabels, translateMessageKeys } from './data-pattern';

/** Where a card's text comes from: a pattern of data variables, or a user function `f(data, ctx)` answering it. */
export interface CardTextSource {
  pattern: string;
  useFunction: boolean;
  functionBody: string;
}

/**
 * A card's text (markdown, a QR code's content) from its latest data, as the platform makes it: the user's function
 * run in the dashboard's sandbox with one row of values per entity, or the pattern filled with the first entity's
 * values; then message keys translated. A function that fails or answers nothing gives an empty text.
 */
export function cardText(
  source: CardTextSource,
  data: WidgetSeries[],
  config: WidgetConfig,
  context: WidgetContext | undefined,
  translate: (key: string) => string,
): string {
  const rows = entityValues(data);
  let text: string;
  if (source.useFunction) {
    const result = context?.callFunction(
      source.functionBody,
      ['data', 'ctx'],
      [rows, functionContext(config, context)],
    );
    text = result === undefined || result === null ? '' : String(result);
  } else {
    text = fillDataPattern(source.pattern, rows[0], keyLabels(data));
  }
  return translateMessageKeys(text, translate);
}
