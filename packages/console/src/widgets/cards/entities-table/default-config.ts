import type { WidgetConfig } from '../../widget-config';

/** The platform's default config of the "Entities table" type (`cards.entities_table`), as its catalogue carries it. */
// The catalogue writes null for keys left unset, which the config type leaves out; the config is kept as saved.
export const entitiesTableDefaultConfig = {
  timewindow: {
    realtime: {
      interval: 1000,
      timewindowMs: 86400000,
    },
    aggregation: {
      type: 'NONE',
      limit: 200,
    },
  },
  showTitle: true,
  backgroundColor: 'rgb(255, 255, 255)',
  color: 'rgba(0, 0, 0, 0.87)',
  padding: '4px',
  settings: {
    entitiesTitle: '',
    enableSearch: true,
    enableSelectColumnDisplay: true,
    enableStickyHeader: true,
    enableStickyAction: true,
    reserveSpaceForHiddenAction: 'true',
    displayEntityName: true,
    entityNameColumnTitle: '',
    displayEntityLabel: false,
    displayEntityType: true,
    displayPagination: true,
    defaultPageSize: 10,
    defaultSortOrder: 'entityName',
    useRowStyleFunction: false,
  },
  title: 'Entities table',
  dropShadow: true,
  enableFullscreen: true,
  titleStyle: {
    fontSize: '16px',
    fontWeight: 400,
    padding: '5px 10px 5px 10px',
  },
  useDashboardTimewindow: false,
  showLegend: false,
  datasources: [
    {
      type: 'function',
      name: 'Simulated',
      entityAliasId: null,
      filterId: null,
      dataKeys: [
        {
          name: 'f(x)',
          type: 'function',
          label: 'Sin',
          color: '#2196f3',
          settings: {
            columnWidth: '0px',
            useCellStyleFunction: false,
            cellStyleFunction: '',
            useCellContentFunction: false,
            cellContentFunction: '',
          },
          _hash: 0.472295003170325,
          funcBody: 'return Math.round(1000*Math.sin(time/5000));',
        },
        {
          name: 'f(x)',
          type: 'function',
          label: 'Cos',
          color: '#4caf50',
          settings: {
            columnWidth: '0px',
            useCellStyleFunction: false,
            cellStyleFunction: '',
            useCellContentFunction: false,
            cellContentFunction: '',
          },
          _hash: 0.8926244886945558,
          funcBody: 'return Math.round(1000*Math.cos(time/5000));',
        },
        {
          name: 'f(x)',
          type: 'function',
          label: 'Random',
          color: '#f44336',
          settings: {
            columnWidth: '0px',
            useCellStyleFunction: false,
            useCellContentFunction: false,
            defaultColumnVisibility: 'visible',
            columnSelectionToDisplay: 'enabled',
          },
          _hash: 0.6401141393938932,
          funcBody:
            'var value = prevValue + Math.random() * 100 - 50;\nvar multiplier = Math.pow(10, 2 || 0);\nvar value = Math.round(value * multiplier) / multiplier;\nif (value < -1000) {\n\tvalue = -1000;\n} else if (value > 1000) {\n\tvalue = 1000;\n}\nreturn value;',
          units: null,
          decimals: null,
          usePostProcessing: null,
          postFuncBody: null,
        },
      ],
    },
  ],
} as unknown as WidgetConfig;
