// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the platform's own pattern syntax in saved settings
import type { WidgetConfig } from '../../widget-config';

/** The platform's default config of the "Markers Placement - OpenStreetMap" type (`input_widgets.markers_placement_openstreetmap`), as its catalogue carries it. */
// The catalogue saves null where a key has no value (units, decimals, aliases); widgets read null as not set.
export const markersPlacementDefaultConfig = {
  datasources: [
    {
      type: 'function',
      name: 'First point',
      dataKeys: [
        {
          name: 'f(x)',
          type: 'function',
          label: 'latitude',
          color: '#2196f3',
          settings: {},
          _hash: 0.05427416942713381,
          funcBody:
            'var value = prevValue || 15.833293;\nif (time % 5000 < 500) {\n    value += Math.random() * 0.05 - 0.025;\n}\nreturn value;',
        },
        {
          name: 'f(x)',
          type: 'function',
          label: 'longitude',
          color: '#4caf50',
          settings: {},
          _hash: 0.680594833308841,
          funcBody:
            'var value = prevValue || -90.454350;\nif (time % 5000 < 500) {\n    value += Math.random() * 0.05 - 0.025;\n}\nreturn value;',
        },
      ],
    },
    {
      type: 'function',
      name: 'Second point',
      dataKeys: [
        {
          name: 'f(x)',
          type: 'function',
          label: 'latitude',
          color: '#607d8b',
          settings: {},
          _hash: 0.7867521952070078,
          funcBody:
            'var value = prevValue || 14.450463;\nif (time % 4000 < 500) {\n    value += Math.random() * 0.05 - 0.025;\n}\nreturn value;',
        },
        {
          name: 'f(x)',
          type: 'function',
          label: 'longitude',
          color: '#9c27b0',
          settings: {},
          _hash: 0.7040053227577256,
          funcBody:
            'var value = prevValue || -84.845334;\nif (time % 4000 < 500) {\n    value += Math.random() * 0.05 - 0.025;\n}\nreturn value;',
        },
      ],
    },
  ],
  timewindow: {
    realtime: {
      timewindowMs: 60000,
    },
  },
  showTitle: true,
  backgroundColor: '#fff',
  color: 'rgba(0, 0, 0, 0.87)',
  padding: '8px',
  settings: {
    fitMapBounds: true,
    latKeyName: 'latitude',
    lngKeyName: 'longitude',
    showLabel: true,
    label: '${entityName}',
    tooltipPattern:
      "<b>${entityName}</b><br/><br/><b>Latitude:</b> ${latitude:7}<br/><b>Longitude:</b> ${longitude:7}<br/><br/><link-act name='delete'>Delete</link-act>",
    markerImageSize: 34,
    useColorFunction: false,
    markerImages: [],
    useMarkerImageFunction: false,
    color: '#fe7569',
    mapProvider: 'OpenStreetMap.Mapnik',
    showTooltip: true,
    autocloseTooltip: true,
    defaultCenterPosition: '0,0',
    customProviderTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    showTooltipAction: 'click',
    polygonKeyName: 'coordinates',
    polygonOpacity: 0.5,
    polygonStrokeOpacity: 1,
    polygonStrokeWeight: 1,
    zoomOnClick: true,
    showCoverageOnHover: true,
    animate: true,
    maxClusterRadius: 80,
    removeOutsideVisibleBounds: true,
    defaultZoomLevel: 5,
    provider: 'openstreet-map',
    draggableMarker: true,
    editablePolygon: true,
    mapPageSize: 16384,
    showPolygon: false,
    polygonTooltipPattern:
      "<b>${entityName}</b><br/><br/><b>TimeStamp:</b> ${coordinates|ts:7}<br/><br/><link-act name='delete'>Delete</link-act>",
  },
  title: 'Markers Placement - OpenStreetMap',
  dropShadow: true,
  enableFullscreen: true,
  titleStyle: {
    fontSize: '16px',
    fontWeight: 400,
  },
  useDashboardTimewindow: true,
  showLegend: false,
  widgetStyle: {},
  actions: {
    tooltipAction: [
      {
        name: 'delete',
        icon: 'more_horiz',
        type: 'custom',
        customFunction:
          'var entityDatasource = widgetContext.map.map.datasources.filter(\n    function(entity) {\n        return entity.entityId === entityId.id;\n    });\n\nwidgetContext.map.setMarkerLocation(entityDatasource[0], null, null).subscribe(() => widgetContext.updateAliases());',
        id: '54c293c4-9ca6-e34f-dc6a-0271944c1c66',
      },
      {
        name: 'delete_polygon',
        icon: 'more_horiz',
        type: 'custom',
        customFunction:
          'var entityDatasource = widgetContext.map.map.datasources.filter(\n    function(entity) {\n        return entity.entityId === entityId.id\n    });\n\nwidgetContext.map.savePolygonLocation(entityDatasource[0], null).subscribe(() => widgetContext.updateAliases());',
        id: '6beb7bed-dfd8-388d-b60c-82988ab52f06',
      },
    ],
  },
  showTitleIcon: false,
  titleIcon: 'more_horiz',
  iconColor: 'rgba(0, 0, 0, 0.87)',
  iconSize: '24px',
  titleTooltip: '',
  displayTimewindow: true,
} as unknown as WidgetConfig;
