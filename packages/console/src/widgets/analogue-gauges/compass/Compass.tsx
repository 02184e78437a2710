import { Box } from '@mui/material';
import { formatValue } from '../../format-value';
import { keyLabel } from '../../key-label';
import type { WidgetProps } from '../../widget-definition';
import type { CompassSettings } from './settings';

const C = 100;

function polar(radius: number, degreesFromTop: number): [number, number] {
  const radians = ((degreesFromTop - 90) * Math.PI) / 180;
  return [C + radius * Math.cos(radians), C + radius * Math.sin(radians)];
}

/**
 * The platform's compass (`analogue_gauges.analogue_compass`): the latest value of the first data key, in degrees
 * from north, turns the needle over the dial of its labels (or the dial under the needle, as `animationTarget` says).
 */
export function Compass({ config, data }: WidgetProps<CompassSettings>) {
  const settings = config.settings;
  const series = data[0];
  const raw = series?.data.at(-1)?.[1];
  const value = raw === null || raw === undefined || raw === '' ? Number.NaN : Number(raw);
  const known = Number.isFinite(value);
  const heading = known ? ((value % 360) + 360) % 360 : 0;
  const label = series ? keyLabel(series.dataKey, { ...series.datasource, entityName: series.entity?.name }) : '';
  const border = settings.showBorder ? Math.max(0, settings.borderOuterWidth) / 2 : 0;
  const plate = 96 - border;
  const labels = settings.majorTicks;
  const minor = Math.max(0, Math.round(settings.minorTicks));
  const font = settings.majorTickFont;
  const dialTurn = settings.animationTarget === 'plate' ? -heading : 0;
  const needleTurn = settings.animationTarget === 'plate' ? 0 : heading;
  return (
    <Box
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={360}
      aria-valuenow={known ? value : undefined}
      aria-valuetext={known ? formatValue(value, 0, '°') : ''}
      sx={{ position: 'absolute', inset: 0, display: 'flex' }}
    >
      <svg width="100%" height="100%" viewBox="0 0 200 200" preserveAspectRatio="xMidYMid meet" aria-hidden="true">
        {border > 0 ? <circle cx={C} cy={C} r={96} fill={settings.colorBorder} /> : null}
        <circle cx={C} cy={C} r={plate} fill={settings.colorPlate} />
        <g transform={`rotate(${dialTurn} ${C} ${C})`} data-testid="compass-dial">
          {Array.from({ length: minor }, (_, index) => {
            const [x1, y1] = polar(plate - 2, (360 * index) / minor);
            const [x2, y2] = polar(plate - 7, (360 * index) / minor);
            return <line key={`minor-${x1}-${y1}`} x1={x1} y1={y1} x2={x2} y2={y2} stroke={settings.colorMinorTicks} />;
          })}
          {labels.map((text, index) => {
            const [x, y] = polar(plate - 20, (360 * index) / Math.max(1, labels.length));
            return (
              <text
                key={`label-${x}-${y}`}
                x={x}
                y={y}
                textAnchor="middle"
                dominantBaseline="central"
                style={{
                  fontFamily: `${font.family ?? 'Roboto'}, sans-serif`,
                  fontSize: (font.size ?? 20) / 2,
                  fontStyle: font.style,
                  fontWeight: font.weight,
                  fill: font.color ?? settings.colorMajorTicks,
                }}
              >
                {text}
              </text>
            );
          })}
        </g>
        <g transform={`rotate(${needleTurn} ${C} ${C})`} data-testid="compass-needle">
          <polygon points={`${C},${C - plate + 12} ${C + 6},${C} ${C - 6},${C}`} fill={settings.colorNeedle} />
          <polygon points={`${C},${C + plate - 12} ${C + 6},${C} ${C - 6},${C}`} fill={settings.colorNeedleCircle} />
        </g>
        <circle cx={C} cy={C} r={Math.max(3, settings.needleCircleSize / 2)} fill={settings.colorNeedleCircle} />
      </svg>
    </Box>
  );
}
