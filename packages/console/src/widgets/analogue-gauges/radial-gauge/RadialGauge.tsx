import { Box } from '@mui/material';
import type { CSSProperties } from 'react';
import { ringSegmentPath } from '../../digital-gauges/digital-gauge/arc-path';
import type { GaugeFont } from '../../digital-gauges/digital-gauge/settings';
import { formatValue } from '../../format-value';
import { keyLabel } from '../../key-label';
import type { WidgetProps } from '../../widget-definition';
import { majorTickValues, minorTickValues, scaleAngle } from './scale';
import type { RadialGaugeSettings } from './settings';

const C = 100;
const PLATE = 92;

function polar(radius: number, degrees: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [C + radius * Math.cos(radians), C + radius * Math.sin(radians)];
}

/** The platform's fonts are sized for a 400-pixel dial; this one is 200 units across. */
function fontStyle(font: GaugeFont): CSSProperties {
  return {
    fontFamily: `${font.family}, Roboto, sans-serif`,
    fontSize: font.size / 2,
    fontStyle: font.style,
    fontWeight: font.weight,
    fill: font.color ?? 'currentColor',
  };
}

/**
 * The platform's radial analogue gauges (`analogue_gauges.*radial*`, `speed_gauge_canvas_gauges`): a dial with
 * numbered and minor ticks over the settings' angles, coloured highlight bands, a needle at the latest value of the
 * first data key, the unit title on the plate and the value (with its decimals and units) in a box.
 */
export function RadialGauge({ config, data }: WidgetProps<RadialGaugeSettings>) {
  const settings = config.settings;
  const series = data[0];
  const raw = series?.data.at(-1)?.[1];
  const value = raw === null || raw === undefined || raw === '' ? Number.NaN : Number(raw);
  const known = Number.isFinite(value);
  const label = series ? keyLabel(series.dataKey, { ...series.datasource, entityName: series.entity?.name }) : '';
  const decimals = series?.dataKey.decimals ?? settings.valueDec ?? config.decimals ?? 2;
  const units = series?.dataKey.units ?? settings.units ?? config.units ?? '';
  const valueText = known ? formatValue(value, decimals, units) : '';
  const title = settings.showUnitTitle ? settings.unitTitle || label : '';
  const needle = settings.colorNeedle ?? settings.defaultColor ?? series?.dataKey.color ?? '#e65100';
  const ticksOuter = PLATE - 6;
  const needleAngle = scaleAngle(known ? value : settings.minValue, settings);
  const [tipX, tipY] = polar(ticksOuter - 4, needleAngle);
  const [tailX, tailY] = polar(-12, needleAngle);
  const bandWidth = Math.max(1, settings.highlightsWidth / 2);

  return (
    <Box
      role="meter"
      aria-label={title || label}
      aria-valuemin={settings.minValue}
      aria-valuemax={settings.maxValue}
      aria-valuenow={known ? value : undefined}
      aria-valuetext={valueText}
      sx={{ position: 'absolute', inset: 0, display: 'flex' }}
    >
      <svg width="100%" height="100%" viewBox="0 0 200 200" preserveAspectRatio="xMidYMid meet" aria-hidden="true">
        <circle
          cx={C}
          cy={C}
          r={PLATE}
          fill={settings.colorPlate}
          stroke={settings.showBorder ? '#9e9e9e' : 'none'}
          strokeWidth={4}
        />
        {settings.highlights.map((band) => (
          <path
            key={`${band.from}-${band.to}-${band.color}`}
            d={ringSegmentPath(
              C,
              C,
              ticksOuter,
              ticksOuter - bandWidth,
              scaleAngle(Number(band.from), settings),
              scaleAngle(Number(band.to), settings),
            )}
            fill={band.color}
            data-testid="gauge-highlight"
          />
        ))}
        {minorTickValues(settings).map((tick) => {
          const [x1, y1] = polar(ticksOuter, scaleAngle(tick, settings));
          const [x2, y2] = polar(ticksOuter - 5, scaleAngle(tick, settings));
          return <line key={`minor-${tick}`} x1={x1} y1={y1} x2={x2} y2={y2} stroke={settings.colorMinorTicks} />;
        })}
        {majorTickValues(settings).map((tick) => {
          const angle = scaleAngle(tick, settings);
          const [x1, y1] = polar(ticksOuter, angle);
          const [x2, y2] = polar(ticksOuter - 10, angle);
          const [tx, ty] = polar(ticksOuter - 20, angle);
          return (
            <g key={`major-${tick}`}>
              <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={settings.colorMajorTicks} strokeWidth={2} />
              <text
                x={tx}
                y={ty}
                textAnchor="middle"
                dominantBaseline="central"
                style={fontStyle(settings.numbersFont)}
              >
                {formatValue(Math.round(tick * 100) / 100, 2, '')}
              </text>
            </g>
          );
        })}
        {title ? (
          <text x={C} y={C - 30} textAnchor="middle" style={fontStyle(settings.titleFont)}>
            {title}
          </text>
        ) : null}
        <line x1={tailX} y1={tailY} x2={tipX} y2={tipY} stroke={needle} strokeWidth={3} strokeLinecap="round" />
        <circle cx={C} cy={C} r={Math.max(3, settings.needleCircleSize / 1.5)} fill={needle} />
        {settings.valueBox && valueText ? (
          <g>
            <rect x={C - 36} y={C + 38} width={72} height={22} rx={3} fill={settings.colorValueBoxBackground} />
            <text
              x={C}
              y={C + 49}
              textAnchor="middle"
              dominantBaseline="central"
              style={{ ...fontStyle(settings.valueFont), fontSize: 13 }}
              data-testid="gauge-value"
            >
              {valueText}
            </text>
          </g>
        ) : null}
      </svg>
    </Box>
  );
}
