import type { EntityDataQuery, EntityId } from '@fleetdeck/model';
import { useQuery } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, useState } from 'react';
import { resolveTimewindow, type Timewindow } from '../../../components/time/timewindow';
import { api } from '../../../core/http/api';
import { TelemetryServiceContext } from '../../../core/telemetry/live-hooks';
import { type ChartSeries, entityTimeseries, mergeSeries, toSeries } from './chart-series';

export interface ChartData {
  series: ChartSeries;
  /** the x axis: the window at the moment */
  range: { min: number; max: number };
  loading: boolean;
  error: string | null;
}

/** The query of one entity, for the query-based time series subscription. */
function singleEntityQuery(entityId: EntityId): EntityDataQuery {
  return {
    entityFilter: { type: 'singleEntity', singleEntity: entityId },
    pageLink: { pageSize: 1, page: 0 },
    entityFields: [],
    latestValues: [],
  };
}

/**
 * The points of a chart: realtime windows subscribe with tsCmd and slide every second; history
 * windows read GET …/values/timeseries with the window's aggregation, interval and limit.
 */
export function useChartData(
  entityId: EntityId,
  keys: readonly string[],
  timewindow: Timewindow,
  maxDatapointsLimit: number,
): ChartData {
  const service = useContext(TelemetryServiceContext);
  const resolved = useMemo(
    () => resolveTimewindow(timewindow, maxDatapointsLimit, Date.now()),
    [timewindow, maxDatapointsLimit],
  );
  const keyText = keys.join(',');
  const [live, setLive] = useState<{ series: ChartSeries; ready: boolean; error: string | null }>({
    series: {},
    ready: false,
    error: null,
  });
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!resolved.realtime) return;
    setLive({ series: {}, ready: false, error: null });
    const windowStart = () => resolveTimewindow(timewindow, maxDatapointsLimit, Date.now()).startTs;
    const handle = service.subscribeEntityData(
      {
        query: singleEntityQuery(entityId),
        tsCmd: {
          keys: keyText.split(','),
          startTs: resolved.startTs,
          timeWindow: resolved.timeWindowMs,
          interval: resolved.interval,
          limit: resolved.limit,
          agg: resolved.agg,
        },
      },
      (update) => {
        if (update.errorCode !== 0) {
          setLive((current) => ({ ...current, ready: true, error: update.errorMsg ?? String(update.errorCode) }));
        } else if (update.data) {
          setLive({ series: entityTimeseries(update.data.data), ready: true, error: null });
        } else if (update.update) {
          const incoming = entityTimeseries(update.update);
          setLive((current) => ({ ...current, series: mergeSeries(current.series, incoming, windowStart()) }));
        }
      },
    );
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearInterval(timer);
      handle.unsubscribe();
    };
  }, [service, entityId, keyText, resolved, timewindow, maxDatapointsLimit]);

  const history = useQuery({
    queryKey: ['telemetryChart', entityId.id, keyText, resolved],
    enabled: !resolved.realtime,
    queryFn: async () => {
      const aggregated = resolved.agg !== 'NONE';
      const data = await api.telemetry.timeseries(entityId, {
        keys: keyText.split(','),
        startTs: resolved.startTs,
        endTs: resolved.endTs,
        agg: resolved.agg,
        interval: aggregated ? resolved.interval : 0,
        limit: resolved.limit,
        orderBy: 'DESC',
      });
      return toSeries(data);
    },
  });

  if (resolved.realtime) {
    const current = resolveTimewindow(timewindow, maxDatapointsLimit, now);
    const max = timewindow.realtime.realtimeType === 'INTERVAL' ? current.startTs + current.timeWindowMs : now;
    return { series: live.series, range: { min: current.startTs, max }, loading: !live.ready, error: live.error };
  }
  return {
    series: history.data ?? {},
    range: { min: resolved.startTs, max: resolved.endTs },
    loading: history.isPending,
    error: null,
  };
}
