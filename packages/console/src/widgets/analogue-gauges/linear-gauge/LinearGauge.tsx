import { Box } from '@mui/material';
import { type CSSProperties, useId } from 'react';
import { gaugeFraction } from '../../digital-gauges/digital-gauge/level-colour';
import type { GaugeFont } from '../../digital-gauges/digital-gauge/settings';
import { formatValue } from '../../format-value';
import { keyLabel } from '../../key-label';
import type { WidgetProps } from '../../widget-definition';
import { majorTickValues, minorTickValues } from '../radial-gauge/scale';
import type { LinearGaugeSettings } from './settings';

const TOP = 40;
const LENGTH = 180;
const BAR_X = 70;
const BAR_WIDTH = 14;

/** The platform's fonts are sized for a 400-pixel gauge; this one is 200 units wide. */
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
 * The platform's linear analogue gauge (`analogue_gauges.temperature_gauge_canvas_gauges`): a vertical bar filled up
 * to the latest value of the first data key beside a numbered scale with highlight bands, the unit title above and
 * the value (with its decimals and units) in a box below.
 */
export function LinearGauge({ config, data }: WidgetProps<LinearGaugeSettings>) {
  const gradientId = useId();
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
  const y = (tick: number) => TOP + LENGTH * (1 - gaugeFraction(tick, settings.minValue, settings.maxValue));
  const fillTop = y(known ? value : settings.minValue);
  const progress = settings.colorBarProgress ?? settings.defaultColor ?? series?.dataKey.color ?? '#e64a19';
  const fill = settings.colorBarProgressEnd ? `url(#${gradientId})` : progress;
  const bandX = BAR_X + BAR_WIDTH + 4;

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
      <svg width="100%" height="100%" viewBox="0 0 200 270" preserveAspectRatio="xMidYMid meet" aria-hidden="true">
        {settings.colorBarProgressEnd ? (
          <defs>
            <linearGradient id={gradientId} x1="0" y1="1" x2="0" y2="0">
              <stop offset="0" stopColor={progress} />
              <stop offset="1" stopColor={settings.colorBarProgressEnd} />
            </linearGradient>
          </defs>
        ) : null}
        <rect
          x={1}
          y={1}
          width={198}
          height={268}
          rx={6}
          fill={settings.colorPlate}
          stroke={settings.showBorder ? '#9e9e9e' : 'none'}
        />
        {title ? (
          <text x={100} y={22} textAnchor="middle" style={fontStyle(settings.titleFont)}>
            {title}
          </text>
        ) : null}
        <rect
          x={BAR_X}
          y={TOP}
          width={BAR_WIDTH}
          height={LENGTH}
          fill={settings.colorBar}
          stroke={settings.colorBarStroke}
          strokeWidth={settings.barStrokeWidth}
        />
        <rect
          x={BAR_X}
          y={fillTop}
          width={BAR_WIDTH}
          height={TOP + LENGTH - fillTop}
          fill={fill}
          data-testid="gauge-progress"
        />
        {settings.highlights.map((band) => (
          <rect
            key={`${band.from}-${band.to}-${band.color}`}
            x={bandX}
            y={y(Number(band.to))}
            width={Math.max(1, settings.highlightsWidth / 2)}
            height={Math.max(0, y(Number(band.from)) - y(Number(band.to)))}
            fill={band.color}
            data-testid="gauge-highlight"
          />
        ))}
        {minorTickValues(settings).map((tick) => (
          <line
            key={`minor-${tick}`}
            x1={bandX}
            x2={bandX + 5}
            y1={y(tick)}
            y2={y(tick)}
            stroke={settings.colorMinorTicks}
          />
        ))}
        {majorTickValues(settings).map((tick) => (
          <g key={`major-${tick}`}>
            <line
              x1={bandX}
              x2={bandX + 10}
              y1={y(tick)}
              y2={y(tick)}
              stroke={settings.colorMajorTicks}
              strokeWidth={2}
            />
            <text x={bandX + 14} y={y(tick)} dominantBaseline="central" style={fontStyle(settings.numbersFont)}>
              {formatValue(Math.round(tick * 100) / 100, 2, '')}
            </text>
          </g>
        ))}
        {settings.valueBox && valueText ? (
          <g>
            <rect x={64} y={236} width={72} height={22} rx={3} fill={settings.colorValueBoxBackground} />
            <text
              x={100}
              y={247}
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
