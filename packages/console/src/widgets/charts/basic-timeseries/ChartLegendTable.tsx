import type { CSSProperties } from 'react';
import type { ChartLegend, LegendRow } from './chart-legend';

interface ChartLegendTableProps {
  legend: ChartLegend;
  /** series name → shown; a series missing here is shown */
  shown: Record<string, boolean>;
  font: { color: string; fontSize: number };
  t: (key: string) => string;
  onToggle(name: string): void;
}

const cell: CSSProperties = { padding: '1px 6px', whiteSpace: 'nowrap' };
const figureCell: CSSProperties = { ...cell, textAlign: 'right' };

function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      style={{ display: 'inline-block', width: 15, height: 3, verticalAlign: 'middle', backgroundColor: color }}
    />
  );
}

function Label({ row, shown, onToggle }: { row: LegendRow; shown: boolean; onToggle(name: string): void }) {
  // a series whose hiding is disabled is not a button: clicking it changes nothing
  if (row.alwaysShown) return <span>{row.name}</span>;
  return (
    <button
      type="button"
      aria-pressed={shown}
      onClick={() => onToggle(row.name)}
      style={{
        all: 'unset',
        cursor: 'pointer',
        opacity: shown ? 1 : 0.45,
        textDecoration: shown ? 'none' : 'line-through',
      }}
    >
      {row.name}
    </button>
  );
}

/**
 * The chart's legend as a table, as the platform draws it: in a column, a header of the figures' names over one
 * row per series (colour, name, min/max/avg/total/latest); in a row, the series side by side, each followed by its
 * figures. Clicking a name hides or shows the series.
 */
export function ChartLegendTable({ legend, shown, font, t, onToggle }: ChartLegendTableProps) {
  const isShown = (name: string) => shown[name] !== false;
  const style: CSSProperties = { ...font, borderCollapse: 'collapse', margin: '0 auto' };
  if (legend.direction === 'row') {
    return (
      <table aria-label={t('legend.legend')} data-direction="row" style={style}>
        <tbody>
          <tr>
            {legend.rows.flatMap((row) => [
              <td key={`${row.name}-swatch`} style={cell}>
                <Swatch color={row.color} />
              </td>,
              <td key={`${row.name}-name`} style={cell}>
                <Label row={row} shown={isShown(row.name)} onToggle={onToggle} />
              </td>,
              ...row.figures.map((figure, index) => (
                <td key={`${row.name}-${legend.stats[index]}`} style={figureCell}>
                  {`${t(`legend.${legend.stats[index]}`)}: ${figure}`}
                </td>
              )),
            ])}
          </tr>
        </tbody>
      </table>
    );
  }
  return (
    <table aria-label={t('legend.legend')} data-direction="column" style={style}>
      {legend.stats.length > 0 && (
        <thead>
          <tr>
            <th colSpan={2} />
            {legend.stats.map((stat) => (
              <th key={stat} scope="col" style={figureCell}>
                {t(`legend.${stat}`)}
              </th>
            ))}
          </tr>
        </thead>
      )}
      <tbody>
        {legend.rows.map((row) => (
          <tr key={row.name}>
            <td style={cell}>
              <Swatch color={row.color} />
            </td>
            <th scope="row" style={{ ...cell, fontWeight: 'normal', textAlign: 'left' }}>
              <Label row={row} shown={isShown(row.name)} onToggle={onToggle} />
            </th>
            {row.figures.map((figure, index) => (
              <td key={legend.stats[index]} style={figureCell}>
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
