import { randomUUID } from 'node:crypto';

/**
 * A dashboard of time-series line charts (`charts.basic_timeseries`), one per key of one device, two to a row,
 * reading the dashboard's time window. Each chart is titled `Chart <n>`.
 */
export function chartDashboard(title, deviceId, keys, timewindow) {
  const widgets = {};
  const placed = {};
  keys.forEach((key, index) => {
    const id = randomUUID();
    widgets[id] = {
      id,
      typeFullFqn: 'system.charts.basic_timeseries',
      bundleAlias: 'charts',
      typeAlias: 'basic_timeseries',
      type: 'timeseries',
      title: `Chart ${index + 1}`,
      sizeX: 12,
      sizeY: 6,
      config: {
        title: `Chart ${index + 1}`,
        showTitle: true,
        useDashboardTimewindow: true,
        showLegend: true,
        datasources: [
          {
            type: 'entity',
            entityAliasId: 'device',
            dataKeys: [{ name: key, type: 'timeseries', label: key, color: '#2196f3', settings: {}, _hash: index }],
          },
        ],
        settings: { shadowSize: 4, fontColor: '#545454', fontSize: 10, xaxis: { showLabels: true }, yaxis: {} },
      },
    };
    placed[id] = { sizeX: 12, sizeY: 6, row: Math.floor(index / 2) * 6, col: (index % 2) * 12 };
  });
  return {
    title,
    configuration: {
      description: '',
      widgets,
      states: {
        default: {
          name: title,
          root: true,
          layouts: { main: { widgets: placed, gridSettings: { columns: 24, margin: 10, backgroundColor: '#eeeeee' } } },
        },
      },
      entityAliases: {
        device: {
          id: 'device',
          alias: 'Device',
          filter: { type: 'singleEntity', singleEntity: deviceId, resolveMultiple: false },
        },
      },
      filters: {},
      timewindow,
      settings: { stateControllerId: 'entity', showTitle: true, showDashboardsSelect: true, showEntitiesSelect: true },
    },
  };
}

/** Resolves once every chart titled `Chart <n>` holds the given number of points (the frame's data-points). */
export function chartsHold(page, charts, points) {
  return page.waitForFunction(
    ({ charts, points }) => {
      for (let index = 1; index <= charts; index++) {
        const region = document.querySelector(`[role="region"][aria-label="Chart ${index}"]`);
        if (!region || Number(region.getAttribute('data-points')) < points) return false;
        // echarts has drawn into its canvas
        if (!region.querySelector('canvas')) return false;
      }
      return true;
    },
    { charts, points },
    { polling: 'raf', timeout: Number(process.env.BENCH_CHART_TIMEOUT ?? 120_000) },
  );
}
