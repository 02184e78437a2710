import './leaflet-global';
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import type L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { MapEntity } from './map-data';
import type { MapSettings } from './settings';
import { layerShapeValue } from './shape-edits';

interface PlacementEditorProps {
  settings: MapSettings;
  entities: readonly MapEntity[];
  /** saves a drawn shape to an entity's key; rejects when it could not be saved */
  onSave(entry: MapEntity, values: Record<string, unknown>): Promise<void>;
  /** a shape was drawn while every entity already has one of its kind */
  onNoEntity(kind: 'polygon' | 'circle'): void;
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
 * circle belongs to the first entity that has none yet; edits and removals of an entity's shapes are saved by the
 * shapes themselves.
 */
export function PlacementEditor({ settings, entities, onSave, onNoEntity }: PlacementEditorProps) {
  const map = useMap();
  const latest = useRef({ entities, onSave, onNoEntity });
  latest.current = { entities, onSave, onNoEntity };
  const controls = JSON.stringify(editorControls(settings));

  useEffect(() => {
    map.pm.addControls(JSON.parse(controls) as L.PM.ToolbarOptions);
    map.pm.setGlobalOptions({ snappable: settings.snappable });
    if (settings.initDragMode) map.pm.enableGlobalDragMode();
    const created = (event: { layer: L.Layer }) => {
      const drawn = layerShapeValue(event.layer);
      const { entities: all, onSave: save, onNoEntity: none } = latest.current;
      if (!drawn) return;
      const owner = all.find((entry) => (drawn.kind === 'polygon' ? !entry.polygon : !entry.circle));
      if (!owner) {
        event.layer.remove();
        none(drawn.kind);
        return;
      }
      const key = drawn.kind === 'polygon' ? settings.polygonKeyName : settings.circleKeyName;
      // The entity's own shape replaces the drawn one once the saved value comes back.
      save(owner, { [key]: drawn.value })
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
