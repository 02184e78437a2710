/** Marker clustering of the map widgets, as the platform passes it to Leaflet.markercluster, with its defaults. */
export interface ClusterSettings {
  useClusterMarkers: boolean;
  /** a click on a cluster zooms to its markers */
  zoomOnClick: boolean;
  /** from this zoom on markers are not clustered; null: clustered at every zoom */
  maxZoom: number | null;
  /** px */
  maxClusterRadius: number;
  animate: boolean;
  /** at the deepest zoom a click spreads the cluster's markers out */
  spiderfyOnMaxZoom: boolean;
  /** hovering a cluster outlines the area of its markers */
  showCoverageOnHover: boolean;
  /** add markers in chunks so that many do not freeze the page */
  chunkedLoading: boolean;
  removeOutsideVisibleBounds: boolean;
}

export const DEFAULT_CLUSTER_SETTINGS: ClusterSettings = {
  useClusterMarkers: false,
  zoomOnClick: true,
  maxZoom: null,
  maxClusterRadius: 80,
  animate: true,
  spiderfyOnMaxZoom: false,
  showCoverageOnHover: true,
  chunkedLoading: false,
  removeOutsideVisibleBounds: true,
};
