import 'leaflet/dist/leaflet.css';
import { Alert, Box } from '@mui/material';
import L from 'leaflet';
import { useMemo, useState } from 'react';
import { ImageOverlay, MapContainer, TileLayer } from 'react-leaflet';
import type { WidgetProps } from '../../widget-definition';
import { EntityMarkers, type PlacedMarker } from './EntityMarkers';
import { type DrawnShape, EntityShapes } from './EntityShapes';
import { DEFAULT_ZOOM, InitialView } from './InitialView';
import { imageBounds, imageFraction, imageMapSize, imagePoint } from './image-map';
import { leafletChrome } from './leaflet-chrome';
import { MarkerClusterGroup } from './MarkerClusterGroup';
import { mapActionsFor } from './map-actions';
import { centerPosition, type MapEntity, mapEntities } from './map-data';
import { clampedPosition, saveMapValues } from './map-edits';
import { EMPTY_TILE, mapBase } from './map-tiles';
import { markerIcon } from './marker-icon';
import { markerLook } from './marker-style';
import { PlacementEditor } from './PlacementEditor';
import { ShapeOwnerDialog } from './ShapeOwnerDialog';
import type { MapSettings } from './settings';
import { layerShapeValue } from './shape-edits';
import { circleLook, polygonLook } from './shape-style';
import { shapePoints } from './shapes';
import { useImageSize } from './useImageSize';

type MapWidgetProps = WidgetProps<MapSettings> & {
  /** the markers-placement variant: markers can be dragged and their position is saved */
  placement?: boolean;
};

/**
 * The map widgets: a marker per entity with a position (clustered when the settings say so), each entity's polygon
 * and circle, labels and tooltips, on the chosen provider's tiles or on an image.
 */
export function MapWidget({ config, data, context, translate, placement = false }: MapWidgetProps) {
  const settings = config.settings;
  const live = context !== undefined && !context.isEdit;
  const base = useMemo(() => mapBase(settings), [settings]);
  const image = base.kind === 'image' ? base : null;
  const natural = useImageSize(image?.url ?? null);
  const size = useMemo(() => imageMapSize(natural), [natural]);
  // An image map reads its markers' places from the x and y keys, as fractions of the image.
  const dataSettings = useMemo(
    () => (image ? { ...settings, latKeyName: settings.yPosKeyName, lngKeyName: settings.xPosKeyName } : settings),
    [image, settings],
  );
  const entities = useMemo(() => mapEntities(data, dataSettings), [data, dataSettings]);
  const callFunction = context?.callFunction;
  // a drawn shape waiting for the user to say which entity it belongs to
  const [ownerChoice, setOwnerChoice] = useState<{
    candidates: MapEntity[];
    answer(entry: MapEntity | null): void;
  } | null>(null);
  const chooseOwner = (candidates: MapEntity[]) =>
    new Promise<MapEntity | null>((resolve) => setOwnerChoice({ candidates, answer: resolve }));
  const answerOwner = (entry: MapEntity | null) => {
    ownerChoice?.answer(entry);
    setOwnerChoice(null);
  };

  const placed = useMemo<PlacedMarker[]>(
    () =>
      entities.flatMap((entry) => {
        if (!entry.position) return [];
        const look = markerLook(entry, entities, settings, callFunction);
        const at = image
          ? imageMarkerPoint(entry, settings, size, callFunction)
          : L.latLng(entry.position.lat, entry.position.lng);
        return at ? [{ entry, look, icon: markerIcon(look, settings), at }] : [];
      }),
    [entities, settings, callFunction, image, size],
  );
  const shapes = useMemo<DrawnShape[]>(
    () =>
      entities.flatMap((entry) => [
        ...(entry.polygon
          ? [{ entry, kind: 'polygon' as const, look: polygonLook(entry, entities, settings, callFunction) }]
          : []),
        ...(entry.circle
          ? [{ entry, kind: 'circle' as const, look: circleLook(entry, entities, settings, callFunction) }]
          : []),
      ]),
    [entities, settings, callFunction],
  );
  const points = useMemo(
    () => [
      ...placed.map(({ at }) => at),
      ...shapes.flatMap(({ entry, kind }) => {
        if (kind === 'circle' && entry.circle) {
          const { latitude, longitude, radius } = entry.circle;
          const bounds = L.latLng(latitude, longitude).toBounds(radius * 2);
          return [bounds.getSouthWest(), bounds.getNorthEast()];
        }
        return entry.polygon ? shapePoints(entry.polygon).map(([lat, lng]) => L.latLng(lat, lng)) : [];
      }),
    ],
    [placed, shapes],
  );
  const viewKey = `${image ? `${image.url}:${size.height}` : 'tiles'}|${entities.map(({ entity }) => entity.id.id).join(',')}`;

  const savePosition = (entry: MapEntity, values: Record<string, number | null>) => {
    if (!live) return;
    saveMapValues(context, entry, values).catch(() =>
      context.showToast(translate('widgets.map.location-not-saved'), 'error'),
    );
  };
  const runAction = (sourceId: string, entry: MapEntity, name?: string) => {
    const descriptors = context?.actions.descriptors(sourceId) ?? [];
    const action = name ? descriptors.find((candidate) => candidate.name === name) : descriptors[0];
    if (live && action)
      context.actions.run(action, { entity: entry.entity, map: mapActionsFor(entities, savePosition) });
  };
  const saveMoved = async (entry: MapEntity, to: L.LatLng) => {
    if (!live) return;
    const values = image
      ? (({ x, y }) => ({ [entry.lngKey]: x, [entry.latKey]: y }))(imageFraction(to, size))
      : (({ lat, lng }) => ({ [entry.latKey]: lat, [entry.lngKey]: lng }))(clampedPosition(to.lat, to.lng));
    try {
      await saveMapValues(context, entry, values);
    } catch (error) {
      context.showToast(translate('widgets.map.location-not-saved'), 'error');
      throw error;
    }
  };

  const saveShape = async (entry: MapEntity, values: Record<string, unknown>) => {
    if (!live) return;
    try {
      await saveMapValues(context, entry, values);
    } catch (error) {
      context.showToast(translate('widgets.map.shape-not-saved'), 'error');
      throw error;
    }
  };
  const shapeEdited = (entry: MapEntity, kind: 'polygon' | 'circle', layer: L.Layer | null) => {
    const key = kind === 'polygon' ? settings.polygonKeyName : settings.circleKeyName;
    const value = layer ? layerShapeValue(layer)?.value : null;
    saveShape(entry, { [key]: value ?? null }).catch(() => undefined);
  };
  const editing =
    placement &&
    live &&
    !image &&
    !settings.hideAllControlButton &&
    (settings.editablePolygon || settings.editableCircle);

  const markers = (
    <EntityMarkers
      placed={placed}
      settings={settings}
      draggable={placement && settings.draggableMarker && live}
      onClick={(entry) => runAction('markerClick', entry)}
      onTooltipAction={(entry, name) => runAction('tooltipAction', entry, name)}
      onMoved={saveMoved}
      // As the platform, a removed marker clears the entity's position keys.
      onRemoved={(entry) => savePosition(entry, { [entry.latKey]: null, [entry.lngKey]: null })}
    />
  );
  return (
    <Box
      className="fd-map-widget"
      sx={(theme) => ({
        position: 'absolute',
        inset: 0,
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
      <MapContainer
        key={image ? 'image' : 'tiles'}
        crs={image ? L.CRS.Simple : L.CRS.EPSG3857}
        minZoom={image ? -5 : undefined}
        center={image ? [-size.height / 2, size.width / 2] : centerPosition(settings.defaultCenterPosition)}
        zoom={image ? 0 : (settings.defaultZoomLevel ?? DEFAULT_ZOOM)}
        scrollWheelZoom={!settings.disableScrollZooming}
        doubleClickZoom={!settings.disableDoubleClickZooming}
        zoomControl={!settings.disableZoomControl}
        worldCopyJump={!image}
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
        <InitialView viewKey={viewKey} points={points} settings={settings} image={image ? imageBounds(size) : null} />
        <EntityShapes
          shapes={shapes}
          onClick={(entry, kind) => runAction(kind === 'polygon' ? 'polygonClick' : 'circleClick', entry)}
          onTooltipAction={(entry, name) => runAction('tooltipAction', entry, name)}
          onEdited={editing ? shapeEdited : undefined}
        />
        {editing ? (
          <PlacementEditor
            settings={settings}
            entities={entities}
            onSave={saveShape}
            chooseOwner={chooseOwner}
            onNoEntity={() => context?.showToast(translate('widgets.map.no-entity-for-shape'), 'info')}
          />
        ) : null}
        {settings.useClusterMarkers ? (
          <MarkerClusterGroup key={clusterKey(settings)} settings={settings}>
            {markers}
          </MarkerClusterGroup>
        ) : (
          markers
        )}
      </MapContainer>
      <ShapeOwnerDialog
        candidates={ownerChoice?.candidates ?? null}
        translate={translate}
        onChoose={answerOwner}
        onCancel={() => answerOwner(null)}
      />
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
  );
}

/** The cluster group is made once with its options, so other options make another one. */
function clusterKey(settings: MapSettings): string {
  return JSON.stringify([
    settings.zoomOnClick,
    settings.maxZoom,
    settings.maxClusterRadius,
    settings.animate,
    settings.spiderfyOnMaxZoom,
    settings.showCoverageOnHover,
    settings.chunkedLoading,
    settings.removeOutsideVisibleBounds,
  ]);
}

/** Where an image map's marker stands: its x and y keys, through the position function when the settings have one. */
function imageMarkerPoint(
  entry: MapEntity,
  settings: MapSettings,
  size: { width: number; height: number },
  callFunction?: (body: string, argNames: string[], args: unknown[]) => unknown,
): L.LatLng | null {
  if (!entry.position) return null;
  const { lat: y, lng: x } = entry.position;
  const moved =
    settings.posFunction.trim() && callFunction
      ? (callFunction(settings.posFunction, ['origXPos', 'origYPos'], [x, y]) as
          | { x?: unknown; y?: unknown }
          | undefined)
      : undefined;
  const fx = typeof moved?.x === 'number' ? moved.x : x;
  const fy = typeof moved?.y === 'number' ? moved.y : y;
  return imagePoint(fx, fy, size);
}
