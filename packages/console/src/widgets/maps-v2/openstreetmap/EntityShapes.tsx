import type L from 'leaflet';
import { Circle, Polygon, Popup, Rectangle, Tooltip } from 'react-leaflet';
import { MapPopupContent } from './MapPopupContent';
import type { MapEntity } from './map-data';
import type { ShapeLook } from './shape-style';

export interface DrawnShape {
  entry: MapEntity;
  look: ShapeLook;
  kind: 'polygon' | 'circle';
}

interface EntityShapesProps {
  shapes: readonly DrawnShape[];
  onClick(entry: MapEntity, kind: 'polygon' | 'circle'): void;
  /** the placement map's editor moved, reshaped or removed a shape (its layer is then null) */
  onEdited?(entry: MapEntity, kind: 'polygon' | 'circle', layer: L.Layer | null): void;
  onTooltipAction(entry: MapEntity, name: string): void;
}

/** Leaflet sets a path's class only when it makes it; the style follows the look as it changes. */
const pathOptions = (look: ShapeLook): L.PathOptions => ({
  fillColor: look.fillColor,
  fillOpacity: look.fillOpacity,
  color: look.color,
  opacity: look.opacity,
  weight: look.weight,
});

function ShapeExtras({
  look,
  entry,
  onTooltipAction,
}: { look: ShapeLook; entry: MapEntity } & Pick<EntityShapesProps, 'onTooltipAction'>) {
  return (
    <>
      {look.label ? (
        <Tooltip permanent direction="center" className="fd-map-label fd-map-shape-label">
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the label pattern's HTML, sanitised */}
          <span dangerouslySetInnerHTML={{ __html: look.label }} />
        </Tooltip>
      ) : null}
      {look.tooltip ? (
        <Popup autoClose={look.autoCloseTooltip} closeOnClick={look.autoCloseTooltip}>
          <MapPopupContent html={look.tooltip} onAction={(name) => onTooltipAction(entry, name)} />
        </Popup>
      ) : null}
    </>
  );
}

/** Each entity's polygon (or rectangle) and circle, styled, labelled and with its tooltip. */
export function EntityShapes({ shapes, onClick, onTooltipAction, onEdited }: EntityShapesProps) {
  return shapes.map((shape) => (
    <EntityShape
      onEdited={onEdited}
      key={`${shape.kind}:${shape.entry.entity.id.entityType}:${shape.entry.entity.id.id}`}
      shape={shape}
      onClick={onClick}
      onTooltipAction={onTooltipAction}
    />
  ));
}

function EntityShape({
  shape: { entry, look, kind },
  onClick,
  onTooltipAction,
  onEdited,
}: { shape: DrawnShape } & Omit<EntityShapesProps, 'shapes'>) {
  const eventHandlers: L.LeafletEventHandlerFnMap = {
    click: () => onClick(entry, kind),
    ...(onEdited
      ? {
          'pm:edit': (event: { layer: L.Layer }) => onEdited(entry, kind, event.layer),
          'pm:remove': () => onEdited(entry, kind, null),
        }
      : {}),
    ...(look.tooltipOnHover ? { mouseover: (event) => (event.target as L.Path).openPopup() } : {}),
  };
  const extras = <ShapeExtras look={look} entry={entry} onTooltipAction={onTooltipAction} />;
  if (kind === 'circle') {
    if (!entry.circle) return null;
    const { latitude, longitude, radius } = entry.circle;
    return (
      <Circle
        center={[latitude, longitude]}
        radius={radius}
        className="fd-map-circle"
        pathOptions={pathOptions(look)}
        eventHandlers={eventHandlers}
      >
        {extras}
      </Circle>
    );
  }
  const polygon = entry.polygon;
  if (!polygon) return null;
  const options = pathOptions(look);
  return polygon.kind === 'rectangle' ? (
    <Rectangle bounds={polygon.corners} className="fd-map-polygon" pathOptions={options} eventHandlers={eventHandlers}>
      {extras}
    </Rectangle>
  ) : (
    <Polygon
      positions={polygon.positions}
      className="fd-map-polygon"
      pathOptions={options}
      eventHandlers={eventHandlers}
    >
      {extras}
    </Polygon>
  );
}
