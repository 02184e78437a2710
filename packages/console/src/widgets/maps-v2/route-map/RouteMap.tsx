import 'leaflet/dist/leaflet.css';
import { Alert, Box } from '@mui/material';
import L from 'leaflet';
import { useMemo } from 'react';
import { CircleMarker, ImageOverlay, MapContainer, Polyline, TileLayer } from 'react-leaflet';
import type { WidgetProps } from '../../widget-definition';
import { EntityMarkers, type PlacedMarker } from '../openstreetmap/EntityMarkers';
import { DEFAULT_ZOOM, InitialView } from '../openstreetmap/InitialView';
import { imageBounds, imageMapSize, imagePoint } from '../openstreetmap/image-map';
import { leafletChrome } from '../openstreetmap/leaflet-chrome';
import { centerPosition, type MapEntity } from '../openstreetmap/map-data';
import { EMPTY_TILE, mapBase } from '../openstreetmap/map-tiles';
import { markerIcon } from '../openstreetmap/marker-icon';
import { markerLook } from '../openstreetmap/marker-style';
import { useImageSize } from '../openstreetmap/useImageSize';
import { KeepMapSize } from './KeepMapSize';
import { RouteArrows } from './RouteArrows';
import { entityRoutes, routesSpan } from './route-data';
import { routeEntitiesAt } from './route-look';
import type { RouteSettings } from './route-settings';
import { TripTimeline } from './TripTimeline';
import { useTripPlayer } from './use-trip-player';

type RouteMapProps = WidgetProps<RouteSettings> & {
  /** the trip animation: a timeline to play the trip, the markers where the entities were at its time */
  timeline?: boolean;
};

/**
 * The route maps and the trip animation: each entity's route in the time window as a line (with its points and arrows
 * when the settings ask), and its marker, with label and tooltip, at its last position or, on the trip animation,
 * where it was at the timeline's time.
 */
export function RouteMap({ config, data, context, translate, timeline = false }: RouteMapProps) {
  const settings = config.settings;
  const base = useMemo(() => mapBase(settings), [settings]);
  const image = base.kind === 'image' ? base : null;
  const natural = useImageSize(image?.url ?? null);
  const size = useMemo(() => imageMapSize(natural), [natural]);
  // An image map reads its routes from the x and y keys, as fractions of the image.
  const keys = useMemo(
    () =>
      image
        ? { latKeyName: settings.yPosKeyName, lngKeyName: settings.xPosKeyName }
        : { latKeyName: settings.latKeyName, lngKeyName: settings.lngKeyName },
    [image, settings],
  );
  const routes = useMemo(() => entityRoutes(data, keys), [data, keys]);
  const span = useMemo(() => routesSpan(routes), [routes]);
  const player = useTripPlayer(span, settings.normalizationStep);
  const time = timeline ? player.time : (span?.max ?? 0);
  const callFunction = context?.callFunction;
  const live = context !== undefined && !context.isEdit;
  const toMap = useMemo(
    () => (lat: number, lng: number) => (image ? imagePoint(lng, lat, size) : L.latLng(lat, lng)),
    [image, size],
  );

  const entries = useMemo(() => (span ? routeEntitiesAt(routes, time, span, keys) : []), [routes, time, span, keys]);
  const placed = useMemo<PlacedMarker[]>(
    () =>
      entries.flatMap((entry) => {
        if (!entry.position) return [];
        const look = markerLook(entry, entries, settings, callFunction);
        return [{ entry, look, icon: markerIcon(look, settings), at: toMap(entry.position.lat, entry.position.lng) }];
      }),
    [entries, settings, callFunction, toMap],
  );
  // Each route's line takes the colour of its entity's marker at the end of the route, as in the platform.
  const lines = useMemo(() => {
    const ends = span ? routeEntitiesAt(routes, span.max, span, keys) : [];
    return routes.flatMap((route, index) => {
      if (route.points.length === 0) return [];
      const end = ends[index] as MapEntity;
      const color = end ? markerLook(end, ends, settings, callFunction).color : settings.color;
      return [{ route, color, points: route.points.map((point) => toMap(point.lat, point.lng)) }];
    });
  }, [routes, span, keys, settings, callFunction, toMap]);
  const allPoints = useMemo(() => lines.flatMap((line) => line.points), [lines]);
  // The view is fitted again when other entities' routes come, or a route's first positions.
  const viewKey = `${image ? `${image.url}:${size.height}` : 'tiles'}|${lines.map(({ route }) => route.entity.id.id).join(',')}`;

  const runAction = (sourceId: string, entry: MapEntity, name?: string) => {
    const descriptors = context?.actions.descriptors(sourceId) ?? [];
    const action = name ? descriptors.find((candidate) => candidate.name === name) : descriptors[0];
    if (live && action) context.actions.run(action, { entity: entry.entity });
  };
  const pointColor = (entry: MapEntity, lineColor: string) => {
    const dsData = entries.map((other) => other.data);
    const result =
      settings.useColorPointFunction && settings.colorPointFunction.trim() && callFunction
        ? callFunction(settings.colorPointFunction, ['data', 'dsData', 'dsIndex'], [entry.data, dsData, entry.index])
        : undefined;
    return typeof result === 'string' && result ? result : settings.pointColor || lineColor;
  };

  return (
    <Box
      className="fd-route-map"
      sx={(theme) => ({
        position: 'absolute',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        ...leafletChrome(theme),
        '& .fd-map-pin': { background: 'none', border: 'none' },
        // a label is drawn on the tiles, which are light in both themes: it keeps Leaflet's dark text
        '& .leaflet-container .fd-map-label': {
          background: 'transparent',
          border: 'none',
          boxShadow: 'none',
          p: 0,
          color: '#222',
        },
        '& .leaflet-container .fd-map-label::before': { display: 'none' },
      })}
    >
      <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
        <MapContainer
          key={image ? 'image' : 'tiles'}
          crs={image ? L.CRS.Simple : L.CRS.EPSG3857}
          minZoom={image ? -5 : undefined}
          center={image ? [-size.height / 2, size.width / 2] : centerPosition(settings.defaultCenterPosition)}
          zoom={image ? 0 : (settings.defaultZoomLevel ?? DEFAULT_ZOOM)}
          scrollWheelZoom={!settings.disableScrollZooming}
          doubleClickZoom={!settings.disableDoubleClickZooming}
          zoomControl={!settings.disableZoomControl}
        >
          {base.kind === 'tiles' ? (
            <TileLayer
              url={base.url}
              attribution={base.attribution}
              subdomains={base.subdomains}
              errorTileUrl={EMPTY_TILE}
            />
          ) : base.url ? (
            <ImageOverlay url={base.url} bounds={imageBounds(size)} />
          ) : null}
          <KeepMapSize />
          <InitialView
            viewKey={viewKey}
            points={allPoints}
            settings={settings}
            image={image ? imageBounds(size) : null}
          />
          {lines.map(({ route, color, points }) => (
            <Polyline
              key={`line:${route.entity.id.id}`}
              positions={points}
              className="fd-route-line"
              pathOptions={{ color, weight: settings.strokeWeight, opacity: settings.strokeOpacity }}
            />
          ))}
          {settings.usePolylineDecorator
            ? lines.map(({ route, color, points }) => (
                <RouteArrows
                  key={`arrows:${route.entity.id.id}`}
                  points={points}
                  settings={settings}
                  color={settings.useDecoratorCustomColor ? settings.decoratorCustomColor : color}
                />
              ))
            : null}
          {settings.showPoints
            ? lines.flatMap(({ route, color, points }) =>
                points.map((at, index) => {
                  const entry = entries[route.index];
                  const fill = entry ? pointColor({ ...entry, data: route.points[index].data }, color) : color;
                  return (
                    <CircleMarker
                      key={`point:${route.entity.id.id}:${route.points[index].ts}`}
                      center={at}
                      radius={settings.pointSize / 2}
                      className="fd-route-point"
                      pathOptions={{ color: fill, fillColor: fill, fillOpacity: 1, weight: 0 }}
                    />
                  );
                }),
              )
            : null}
          <EntityMarkers
            placed={placed}
            settings={settings}
            draggable={false}
            onClick={(entry) => runAction('markerClick', entry)}
            onTooltipAction={(entry, name) => runAction('tooltipAction', entry, name)}
            onMoved={async () => undefined}
            onRemoved={() => undefined}
          />
        </MapContainer>
        {base.notice ? (
          <Alert
            severity="warning"
            data-testid="map-provider-notice"
            sx={{ position: 'absolute', top: 8, left: 56, right: 8, zIndex: 1000, py: 0 }}
          >
            {translate(base.notice)}
          </Alert>
        ) : null}
      </Box>
      {timeline && span ? (
        <TripTimeline span={span} step={settings.normalizationStep} player={player} translate={translate} />
      ) : null}
    </Box>
  );
}
