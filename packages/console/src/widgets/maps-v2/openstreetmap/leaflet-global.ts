import L from 'leaflet';

/**
 * Leaflet.markercluster and Leaflet-Geoman extend the global `L` when they load, as Leaflet plugins do. The bundle
 * gives Leaflet as a module, so it is published as that global first; import this before such a plugin.
 */
const scope = globalThis as typeof globalThis & { L?: typeof L };
scope.L = scope.L ?? L;

export { L };
