import dayjs from 'dayjs';

/** What echarts hands a tooltip formatter for each series under the pointer. */
interface TooltipParam {
  seriesName?: string;
  seriesIndex?: number;
  marker?: unknown;
  value?: unknown;
}

export interface TooltipOptions {
  /** formats a value of the series at an index (its key's decimals and units) */
  format(seriesIndex: number, value: number): string;
  /** formats the sum of the values (the widget's decimals and units) */
  formatTotal(value: number): string;
  hideZeros: boolean;
  cumulative: boolean;
  /** the tooltip's title for the sum */
  totalLabel: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The tooltip's HTML: the time, then a line per series with its value, series at zero left out when the settings
 * hide zeros, and the sum of the values last when the tooltip is cumulative. Names are escaped: labels come from
 * users and entity names.
 */
export function tooltipHtml(params: TooltipParam | TooltipParam[], options: TooltipOptions): string {
  const entries = (Array.isArray(params) ? params : [params]).flatMap((param) => {
    const [ts, value] = Array.isArray(param.value) ? (param.value as [number, number]) : [undefined, undefined];
    if (typeof value !== 'number' || (options.hideZeros && value === 0)) return [];
    return [{ ts, value, param }];
  });
  if (entries.length === 0) return '';
  const time = entries[0].ts === undefined ? '' : dayjs(entries[0].ts).format('YYYY-MM-DD HH:mm:ss');
  const lines = entries.map(
    ({ value, param }) =>
      `${typeof param.marker === 'string' ? param.marker : ''}${escapeHtml(param.seriesName ?? '')}: <b>${escapeHtml(
        options.format(param.seriesIndex ?? 0, value),
      )}</b>`,
  );
  if (options.cumulative) {
    const total = entries.reduce((sum, entry) => sum + entry.value, 0);
    lines.push(`${escapeHtml(options.totalLabel)}: <b>${escapeHtml(options.formatTotal(total))}</b>`);
  }
  return [time, ...lines].filter(Boolean).join('<br/>');
}
