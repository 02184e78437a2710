import './leaflet-global';
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import type L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { MapEntity } from './map-data';
import type { MapSettings } from './settings';
import { layerShapeValue } from './shape-edits';
import { entitiesWithoutShape, type ShapeKind } from './shape-owner';

interface PlacementEditorProps {
  settings: MapSettings;
  entities: readonly MapEntity[];
  /** saves a drawn shape to an entity's key; rejects when it could not be saved */
  onSave(entry: MapEntity, values: Record<string, unknown>): Promise<void>;
  /** asks the user which of several entities a drawn shape belongs to; null when the user cancels */
  chooseOwner(candidates: MapEntity[], kind: ShapeKind): Promise<MapEntity | null>;
  /** a shape was drawn while every entity already has one of its kind */
  onNoEntity(kind: ShapeKind): void;
}

/** Which of the editor's buttons the settings show. */
export function editorControls(settings: MapSettings): L.PM.ToolbarOptions {
  const draw = !settings.hideDrawControlButton;
  const edit = !settings.hideEditControlButton;
  return {
    position: 'topleft',
    drawMarker: false,
    drawCircleMarker: false,
    drawPolyline: false,
    drawText: false,
    drawPolygon: draw && settings.editablePolygon,
    drawRectangle: draw && settings.editablePolygon,
    drawCircle: draw && settings.editableCircle,
    editMode: edit,
    dragMode: edit,
    cutPolygon: false,
    rotateMode: false,
    removalMode: !settings.hideRemoveControlButton,
  };
}

/**
 * The placement map's draw, edit and remove toolbar (Leaflet-Geoman, as the platform's). A drawn polygon or
 * circle goes to an entity that has none yet: the only one, or the one the user chooses among several. Edits and
 * removals of an entity's shapes are saved by the shapes themselves.
 */
export function PlacementEditor({ settings, entities, onSave, chooseOwner, onNoEntity }: PlacementEditorProps) {
  const map = useMap();
  const latest = useRef({ entities, onSave, chooseOwner, onNoEntity });
  latest.current = { entities, onSave, chooseOwner, onNoEntity };
  const controls = JSON.stringify(editorControls(settings));

  useEffect(() => {
    map.pm.addControls(JSON.parse(controls) as L.PM.ToolbarOptions);
    map.pm.setGlobalOptions({ snappable: settings.snappable });
    if (settings.initDragMode) map.pm.enableGlobalDragMode();
    const created = async (event: { layer: L.Layer }) => {
      const drawn = layerShapeValue(event.layer);
      const { entities: all, onSave: save, chooseOwner: choose, onNoEntity: none } = latest.current;
      if (!drawn) return;
      const candidates = entitiesWithoutShape(all, drawn.kind);
      if (candidates.length === 0) {
        event.layer.remove();
        none(drawn.kind);
        return;
      }
      const owner = candidates.length === 1 ? candidates[0] : await choose(candidates, drawn.kind);
      if (!owner) {
        // cancelled: nothing is saved, and the drawn shape goes
        event.layer.remove();
        return;
      }
      const key = drawn.kind === 'polygon' ? settings.polygonKeyName : settings.circleKeyName;
      // The entity's own shape replaces the drawn one once the saved value comes back.
      await save(owner, { [key]: drawn.value })
        .catch(() => undefined)
        .finally(() => event.layer.remove());
    };
    map.on('pm:create', created as L.LeafletEventHandlerFn);
    return () => {
      map.off('pm:create', created as L.LeafletEventHandlerFn);
      map.pm.disableGlobalDragMode();
      map.pm.removeControls();
    };
  }, [map, controls, settings.snappable, settings.initDragMode, settings.polygonKeyName, settings.circleKeyName]);
  return null;
}
