import type { EChartsCoreOption } from 'echarts/core';
import type { LatestChartLook } from './chart-look';
import type { LatestChartKind } from './family';
import type { LatestItem } from './latest-items';

interface LatestChartInput {
  kind: LatestChartKind;
  look: LatestChartLook;
  /** the keys the legend left shown, with a value */
  items: readonly LatestItem[];
  /** the axis lines of the bar chart */
  axisColor: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A tooltip line: names are escaped, since labels come from users and entity names. */
const tooltipLine = (item: LatestItem) => `${escapeHtml(item.name)}: <b>${escapeHtml(item.text)}</b>`;

/** The text on a pie slice: its value with the settings' decimals, or its share of the whole in %. */
function sliceLabel(look: LatestChartLook, item: LatestItem | undefined, percent: number): string {
  if (!item || item.value === null) return '';
  const shown = look.labels === 'percent' ? percent : item.value;
  const text = String(Number(shown.toFixed(look.labelDecimals)));
  return look.labels === 'percent' ? `${text}%` : text;
}

function pieSeries({ kind, look, items }: LatestChartInput) {
  const radius: [string, string] =
    kind === 'doughnut' ? ['40%', '75%'] : [`${look.innerRadius}%`, `${Math.max(look.radius, look.innerRadius)}%`];
  return {
    type: 'pie',
    roseType: kind === 'polarArea' ? 'area' : undefined,
    radius,
    data: items.map((item) => ({ name: item.name, value: item.value, itemStyle: { color: item.color } })),
    itemStyle: { borderWidth: look.borderWidth, borderColor: look.borderColor },
    label: {
      show: look.labels !== 'none',
      position: 'inside',
      color: look.textColor,
      fontSize: look.fontSize,
      formatter: (param: { dataIndex: number; percent: number }) =>
        sliceLabel(look, items[param.dataIndex], param.percent),
    },
    labelLine: { show: false },
  };
}

/**
 * The echarts option of a latest-values chart: each key's latest value as a bar, a slice or a radar axis, in its
 * key's colour. The legend is the widget's own (beside the canvas), so echarts draws none.
 */
export function latestChartOption(input: LatestChartInput): EChartsCoreOption {
  const { kind, look, items, axisColor } = input;
  const tooltip = {
    show: look.showTooltip,
    trigger: 'item',
    formatter: (param: { dataIndex: number }) =>
      kind === 'radar' ? items.map(tooltipLine).join('<br/>') : tooltipLine(items[param.dataIndex]),
  };
  const textStyle = { color: look.textColor, fontSize: look.fontSize };
  if (kind === 'bar') {
    return {
      animation: false,
      tooltip,
      grid: { top: 16, bottom: 32, left: 48, right: 16 },
      xAxis: {
        type: 'category',
        data: items.map((item) => item.name),
        axisLabel: textStyle,
        axisLine: { lineStyle: { color: axisColor } },
      },
      yAxis: {
        type: 'value',
        axisLabel: textStyle,
        splitLine: { lineStyle: { color: axisColor } },
      },
      series: [
        {
          type: 'bar',
          data: items.map((item) => ({ name: item.name, value: item.value, itemStyle: { color: item.color } })),
        },
      ],
    };
  }
  if (kind === 'radar') {
    return {
      animation: false,
      tooltip,
      radar: {
        indicator: items.map((item) => ({ name: item.name, color: look.textColor })),
        axisName: textStyle,
        splitLine: { lineStyle: { color: axisColor } },
        axisLine: { lineStyle: { color: axisColor } },
        splitArea: { show: false },
      },
      series: [
        {
          type: 'radar',
          data: [
            {
              value: items.map((item) => item.value ?? 0),
              itemStyle: { color: items[0]?.color },
              areaStyle: { opacity: 0.3 },
            },
          ],
        },
      ],
    };
  }
  return { animation: false, tooltip, series: [pieSeries(input)] };
}
