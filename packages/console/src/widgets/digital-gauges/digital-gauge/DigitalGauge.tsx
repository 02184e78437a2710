import { Box, useTheme } from '@mui/material';
import type { CSSProperties, ReactNode } from 'react';
import { formatValue } from '../../format-value';
import { keyLabel } from '../../key-label';
import type { WidgetProps } from '../../widget-definition';
import { ringSegmentPath } from './arc-path';
import { gaugeFraction, levelColour } from './level-colour';
import type { DigitalGaugeSettings, GaugeFont } from './settings';

/** The platform saves this light grey as the track of its light gauges; like other saved light defaults it follows the theme. */
const LIGHT_TRACK = '#eeeeee';

interface Layout {
  width: number;
  height: number;
}

function fontStyle(font: GaugeFont, scale = 1): CSSProperties {
  return {
    fontFamily: `${font.family}, sans-serif`,
    fontSize: font.size * scale,
    fontStyle: font.style,
    fontWeight: font.weight,
    fill: font.color ?? 'currentColor',
  };
}

/**
 * The platform's digital gauges (`digital_gauges.*`): the latest value of the first data key as an arc, a donut or
 * a horizontal or vertical bar between the settings' minimum and maximum, coloured by level, with the value
 * (decimals and units of the key, else of the settings, else of the widget), a title, a unit title and the limits.
 */
export function DigitalGauge({ config, data }: WidgetProps<DigitalGaugeSettings>) {
  const theme = useTheme();
  const settings = config.settings;
  const series = data[0];
  const raw = series?.data.at(-1)?.[1];
  const value = raw === null || raw === undefined || raw === '' ? Number.NaN : Number(raw);
  const known = Number.isFinite(value);
  const min = Number(settings.minValue);
  const max = Number(settings.maxValue);
  const fraction = known ? gaugeFraction(value, min, max) : 0;
  const label = series ? keyLabel(series.dataKey, { ...series.datasource, entityName: series.entity?.name }) : '';
  const decimals = series?.dataKey.decimals ?? settings.decimals ?? config.decimals ?? 2;
  const units = series?.dataKey.units ?? settings.units ?? config.units ?? '';
  const valueText = known ? formatValue(value, decimals, units) : '';
  const title = settings.showTitle ? settings.title || label : '';
  const unitTitle = settings.showUnitTitle ? settings.unitTitle || label : '';
  const barColour = levelColour(
    known ? value : min,
    settings,
    settings.defaultColor ?? series?.dataKey.color ?? theme.palette.primary.main,
  );
  const saved = settings.gaugeColor?.toLowerCase();
  const track =
    !saved || saved === LIGHT_TRACK
      ? theme.palette.mode === 'dark'
        ? theme.palette.grey[800]
        : LIGHT_TRACK
      : (settings.gaugeColor ?? LIGHT_TRACK);
  const glow =
    settings.neonGlowBrightness > 0
      ? { filter: `drop-shadow(0 0 ${Math.round(settings.neonGlowBrightness / 10) + 1}px ${barColour})` }
      : undefined;
  const thickness = Math.max(4, Math.min(60, 40 * settings.gaugeWidthScale));
  const minMax = (x: number, y: number, text: number, anchor: 'start' | 'middle' | 'end') =>
    settings.showMinMax ? (
      <text x={x} y={y} textAnchor={anchor} style={fontStyle(settings.minMaxFont)}>
        {formatValue(text, 0, '')}
      </text>
    ) : null;
  const text = (x: number, y: number, content: string, font: GaugeFont, scale = 1, testId?: string) =>
    content ? (
      <text x={x} y={y} textAnchor="middle" style={fontStyle(font, scale)} data-testid={testId}>
        {content}
      </text>
    ) : null;

  let layout: Layout;
  let drawing: ReactNode;
  switch (settings.gaugeType) {
    case 'donut': {
      layout = { width: 200, height: 230 };
      const outer = 88;
      const start = settings.donutStartAngle + 180;
      drawing = (
        <>
          {text(100, 16, title, settings.titleFont)}
          <path d={ringSegmentPath(100, 128, outer, outer - thickness, 0, 360)} fill={track} />
          <path
            d={ringSegmentPath(100, 128, outer, outer - thickness, start, start + 360 * fraction)}
            fill={barColour}
            style={glow}
          />
          {settings.showValue ? text(100, 136, valueText, settings.valueFont, 1.2, 'gauge-value') : null}
          {text(100, 156, unitTitle, settings.labelFont, 1.5)}
        </>
      );
      break;
    }
    case 'horizontalBar': {
      layout = { width: 200, height: 110 };
      const barTop = 46;
      const height = thickness * 0.8;
      drawing = (
        <>
          {text(100, 16, title, settings.titleFont)}
          {settings.showValue ? text(100, 40, valueText, settings.valueFont, 1, 'gauge-value') : null}
          <rect x={10} y={barTop} width={180} height={height} fill={track} />
          <rect x={10} y={barTop} width={180 * fraction} height={height} fill={barColour} style={glow} />
          {minMax(10, barTop + height + 12, min, 'start')}
          {minMax(190, barTop + height + 12, max, 'end')}
          {text(100, barTop + height + 26, unitTitle, settings.labelFont, 1.5)}
        </>
      );
      break;
    }
    case 'verticalBar': {
      layout = { width: 140, height: 220 };
      const width = thickness * 0.8;
      const top = 48;
      const length = 140;
      drawing = (
        <>
          {text(70, 16, title, settings.titleFont)}
          {settings.showValue ? text(70, 38, valueText, settings.valueFont, 1, 'gauge-value') : null}
          <rect x={70 - width / 2} y={top} width={width} height={length} fill={track} />
          <rect
            x={70 - width / 2}
            y={top + length * (1 - fraction)}
            width={width}
            height={length * fraction}
            fill={barColour}
            style={glow}
          />
          {minMax(70 + width / 2 + 4, top + length, min, 'start')}
          {minMax(70 + width / 2 + 4, top + 8, max, 'start')}
          {text(70, top + length + 20, unitTitle, settings.labelFont, 1.5)}
        </>
      );
      break;
    }
    default: {
      layout = { width: 200, height: 150 };
      const outer = 86;
      const inner = outer - thickness;
      const middle = (outer + inner) / 2;
      drawing = (
        <>
          {text(100, 16, title, settings.titleFont)}
          <path d={ringSegmentPath(100, 116, outer, inner, 180, 360)} fill={track} />
          <path d={ringSegmentPath(100, 116, outer, inner, 180, 180 + 180 * fraction)} fill={barColour} style={glow} />
          {settings.showValue ? text(100, 112, valueText, settings.valueFont, 1.2, 'gauge-value') : null}
          {minMax(100 - middle, 130, min, 'middle')}
          {minMax(100 + middle, 130, max, 'middle')}
          {text(100, 144, unitTitle, settings.labelFont, 1.5)}
        </>
      );
    }
  }

  return (
    <Box
      role="meter"
      aria-label={title || label}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={known ? value : undefined}
      aria-valuetext={valueText}
      sx={{ position: 'absolute', inset: 0, display: 'flex' }}
    >
      <svg
        width="100%"
        height="100%"
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        preserveAspectRatio="xMidYMid meet"
        aria-hidden="true"
      >
        {drawing}
      </svg>
    </Box>
  );
}
