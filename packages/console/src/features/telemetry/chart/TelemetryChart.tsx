import { Box, useTheme } from '@mui/material';
import { useMemo } from 'react';
import type { Timewindow } from '../../../components/time/timewindow';
import { widgetDefinition } from '../../../widgets/registry';
import { WidgetRenderer } from '../../../widgets/WidgetRenderer';
import type { ChartSeries } from './chart-series';
import { seriesColorsFor } from './series-colors';
import {
  TELEMETRY_CHART_WIDGET,
  telemetryChartConfig,
  telemetryChartData,
  telemetryChartLook,
} from './telemetry-chart-config';

interface TelemetryChartProps {
  entityName: string;
  keys: readonly string[];
  timewindow: Timewindow;
  series: ChartSeries;
  range: { min: number; max: number };
  /** message shown over an empty chart */
  emptyText: string | null;
}

/** The selected keys on the registered line chart widget, over the window's range. */
export function TelemetryChart({ entityName, keys, timewindow, series, range, emptyText }: TelemetryChartProps) {
  const definition = widgetDefinition(TELEMETRY_CHART_WIDGET);
  const palette = useTheme().palette;
  const config = useMemo(
    () =>
      telemetryChartConfig(entityName, keys, seriesColorsFor(palette.mode), timewindow, telemetryChartLook(palette)),
    [entityName, keys, timewindow, palette],
  );
  const data = useMemo(() => telemetryChartData(config, series), [config, series]);

  const points = keys.reduce((total, key) => total + (series[key]?.length ?? 0), 0);
  return (
    <Box sx={{ position: 'relative', height: 360 }} data-testid="telemetry-chart" data-points={points}>
      {definition && <WidgetRenderer definition={definition} config={config} data={data} timeWindow={range} />}
      {emptyText && points === 0 && (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: 'text.secondary',
            pointerEvents: 'none',
          }}
        >
          {emptyText}
        </Box>
      )}
    </Box>
  );
}
