import type { LatestItem } from './latest-items';

interface LatestChartLegendProps {
  items: readonly LatestItem[];
  hidden: ReadonlySet<string>;
  color: string;
  fontSize: number;
  label: string;
  onToggle(name: string): void;
}

/** The chart's legend above it: each key's colour and name; a click on a name hides or shows the key. */
export function LatestChartLegend({ items, hidden, color, fontSize, label, onToggle }: LatestChartLegendProps) {
  return (
    <ul
      aria-label={label}
      style={{
        listStyle: 'none',
        margin: 0,
        padding: '2px 4px',
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        gap: '2px 12px',
        color,
        fontSize,
      }}
    >
      {items.map((item) => {
        const shown = !hidden.has(item.name);
        return (
          <li key={item.name}>
            <button
              type="button"
              aria-pressed={shown}
              onClick={() => onToggle(item.name)}
              style={{ all: 'unset', cursor: 'pointer', opacity: shown ? 1 : 0.45 }}
            >
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 24,
                  height: 10,
                  marginRight: 4,
                  verticalAlign: 'middle',
                  backgroundColor: item.color,
                }}
              />
              <span style={{ textDecoration: shown ? 'none' : 'line-through' }}>{item.name}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
