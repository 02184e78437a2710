import 'leaflet/dist/leaflet.css';
import { Box } from '@mui/material';
import L from 'leaflet';
import { type MouseEvent, useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, Popup, TileLayer, Tooltip, useMap } from 'react-leaflet';
import type { WidgetProps } from '../../widget-definition';
import { centerPosition, fitZoomCap, type MapEntity, mapEntities } from './map-data';
import { clickedActionName } from './map-patterns';
import { type MarkerLook, markerLook, pinSvg } from './marker-style';
import { DEFAULT_MAP_SETTINGS, type MapSettings, PROVIDER_TILES } from './settings';

/** Shown where a tile cannot load (no internet, blocked provider): nothing, so the plain background stays. */
const EMPTY_TILE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
const DEFAULT_ZOOM = 8;
const PIN_SIZE = 34;

type MapWidgetProps = WidgetProps<MapSettings> & {
  /** the markers-placement variant: markers can be dragged and their position is saved */
  placement?: boolean;
};

interface Placed {
  entry: MapEntity;
  look: MarkerLook;
  icon: L.Icon | L.DivIcon;
}

function markerIcon(look: MarkerLook, settings: MapSettings): { icon: L.Icon | L.DivIcon; height: number } {
  const width = look.image ? look.image.size : PIN_SIZE * 0.7;
  const height = look.image ? look.image.size : PIN_SIZE;
  const anchor: [number, number] = [width * settings.markerOffsetX, height * settings.markerOffsetY];
  const popupAnchor: [number, number] = [settings.tooltipOffsetX * width, settings.tooltipOffsetY * height];
  const icon = look.image
    ? L.icon({ iconUrl: look.image.url, iconSize: [width, height], iconAnchor: anchor, popupAnchor })
    : L.divIcon({
        html: pinSvg(look.color, PIN_SIZE),
        className: 'fd-map-pin',
        iconSize: [width, height],
        iconAnchor: anchor,
        popupAnchor,
      });
  return { icon, height };
}

/** Sets the first view once the markers are known, and again when other entities come: fitted or the default. */
function InitialView({ placed, settings }: { placed: Placed[]; settings: MapSettings }) {
  const map = useMap();
  const shownFor = useRef<string | null>(null);
  const ids = placed.map(({ entry }) => entry.entity.id.id).join(',');
  useEffect(() => {
    if (shownFor.current === ids) return;
    shownFor.current = ids;
    const center = centerPosition(settings.defaultCenterPosition);
    const zoom = settings.defaultZoomLevel ?? DEFAULT_ZOOM;
    const positions = placed.flatMap(({ entry }) =>
      entry.position ? [L.latLng(entry.position.lat, entry.position.lng)] : [],
    );
    if (!settings.fitMapBounds || positions.length === 0) {
      map.setView(center, zoom, { animate: false });
      return;
    }
    const bounds = L.latLngBounds(positions);
    const cap = fitZoomCap(settings);
    const size = map.getSize();
    const fitted =
      size.x > 0 && size.y > 0 && positions.length > 1 ? map.getBoundsZoom(bounds, false, L.point(20, 20)) : cap;
    const fittedZoom = Math.min(Number.isFinite(fitted) ? fitted : cap, cap);
    map.setView(settings.useDefaultCenterPosition ? center : bounds.getCenter(), fittedZoom, { animate: false });
  }, [ids, placed, settings, map]);
  return null;
}

/** The OpenStreetMap widgets: a marker per entity with a position, its label and tooltip, on the chosen tiles. */
export function MapWidget({ config, data, context, placement = false }: MapWidgetProps) {
  const settings = config.settings;
  const live = context !== undefined && !context.isEdit;
  const entities = useMemo(() => mapEntities(data, settings), [data, settings]);
  const placed = useMemo<Placed[]>(
    () =>
      entities
        .filter((entry) => entry.position !== null)
        .map((entry) => {
          const look = markerLook(entry, entities, settings, context?.callFunction);
          return { entry, look, icon: markerIcon(look, settings).icon };
        }),
    [entities, settings, context],
  );
  const tiles = settings.useCustomProvider
    ? { url: settings.customProviderTileUrl, attribution: '' }
    : (PROVIDER_TILES[settings.mapProvider] ?? PROVIDER_TILES[DEFAULT_MAP_SETTINGS.mapProvider]);

  const runTooltipAction = (event: MouseEvent, entry: MapEntity) => {
    const name = clickedActionName(event.target);
    if (!name) return;
    event.preventDefault();
    const action = context?.actions.descriptors('tooltipAction').find((candidate) => candidate.name === name);
    if (live && action) context.actions.run(action, { entity: entry.entity });
  };
  const markerClick = (entry: MapEntity) => {
    const action = context?.actions.descriptors('markerClick')[0];
    if (live && action) context.actions.run(action, { entity: entry.entity });
  };
  const saveMoved = (entry: MapEntity, position: L.LatLng) => {
    if (!live) return;
    const lat = Math.max(-90, Math.min(90, position.lat));
    const lng = Math.max(-180, Math.min(180, position.lng));
    void context.attributes.save(entry.entity.id, 'SERVER_SCOPE', { [entry.latKey]: lat, [entry.lngKey]: lng });
  };

  return (
    <Box
      className="fd-map-widget"
      sx={{
        position: 'absolute',
        inset: 0,
        '& .leaflet-container': { width: '100%', height: '100%', bgcolor: '#e8e8e8' },
        '& .fd-map-pin': { background: 'none', border: 'none' },
        '& .fd-map-label': { background: 'transparent', border: 'none', boxShadow: 'none', p: 0 },
        '& .fd-map-label::before': { display: 'none' },
      }}
    >
      <MapContainer
        center={centerPosition(settings.defaultCenterPosition)}
        zoom={settings.defaultZoomLevel ?? DEFAULT_ZOOM}
        scrollWheelZoom={!settings.disableScrollZooming}
        doubleClickZoom={!settings.disableDoubleClickZooming}
        zoomControl={!settings.disableZoomControl}
        worldCopyJump
      >
        <TileLayer url={tiles.url} attribution={tiles.attribution} errorTileUrl={EMPTY_TILE} />
        <InitialView placed={placed} settings={settings} />
        {placed.map(({ entry, look, icon }) => (
          <Marker
            key={`${entry.entity.id.entityType}:${entry.entity.id.id}`}
            position={[entry.position?.lat ?? 0, entry.position?.lng ?? 0]}
            icon={icon}
            title={entry.entity.name}
            draggable={placement && settings.draggableMarker && live}
            eventHandlers={{
              click: () => markerClick(entry),
              dragend: (event) => saveMoved(entry, (event.target as L.Marker).getLatLng()),
              ...(settings.showTooltipAction === 'hover'
                ? { mouseover: (event) => (event.target as L.Marker).openPopup() }
                : {}),
            }}
          >
            {look.label ? (
              <Tooltip
                permanent
                direction="top"
                className="fd-map-label"
                offset={[0, -(icon.options.iconSize as L.PointTuple)[1] * settings.markerOffsetY]}
              >
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the label pattern's HTML, sanitised */}
                <span dangerouslySetInnerHTML={{ __html: look.label }} />
              </Tooltip>
            ) : null}
            {look.tooltip ? (
              <Popup autoClose={settings.autocloseTooltip} closeOnClick={settings.autocloseTooltip}>
                {/* biome-ignore lint/a11y/noStaticElementInteractions: clicks come from the links and buttons the pattern made */}
                {/* biome-ignore lint/a11y/useKeyWithClickEvents: those links and buttons take the keyboard themselves */}
                <div
                  className="fd-map-tooltip"
                  onClick={(event) => runTooltipAction(event, entry)}
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: the tooltip pattern's HTML, sanitised
                  dangerouslySetInnerHTML={{ __html: look.tooltip }}
                />
              </Popup>
            ) : null}
          </Marker>
        ))}
      </MapContainer>
    </Box>
  );
}
