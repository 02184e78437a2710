/** The draw, edit and remove toolbar of the placement map (Leaflet-Geoman in the platform), with its defaults. */
export interface EditorSettings {
  /** a moved vertex or marker snaps to others nearby */
  snappable: boolean;
  /** the map opens with shapes ready to be dragged */
  initDragMode: boolean;
  hideAllControlButton: boolean;
  hideDrawControlButton: boolean;
  hideEditControlButton: boolean;
  hideRemoveControlButton: boolean;
}

export const DEFAULT_EDITOR_SETTINGS: EditorSettings = {
  snappable: false,
  initDragMode: false,
  hideAllControlButton: false,
  hideDrawControlButton: false,
  hideEditControlButton: false,
  hideRemoveControlButton: false,
};
