import './leaflet-global';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { createElementObject, createLayerComponent, extendContext } from '@react-leaflet/core';
import L from 'leaflet';
import type { ReactNode } from 'react';
import type { ClusterSettings } from './cluster-settings';

interface MarkerClusterGroupProps {
  settings: ClusterSettings;
  children?: ReactNode;
}

/** The cluster options of the settings, as Leaflet.markercluster reads them. */
export function clusterOptions(settings: ClusterSettings): L.MarkerClusterGroupOptions {
  return {
    zoomToBoundsOnClick: settings.zoomOnClick,
    ...(settings.maxZoom !== null && settings.maxZoom !== undefined
      ? { disableClusteringAtZoom: settings.maxZoom }
      : {}),
    maxClusterRadius: settings.maxClusterRadius,
    animate: settings.animate,
    spiderfyOnMaxZoom: settings.spiderfyOnMaxZoom,
    showCoverageOnHover: settings.showCoverageOnHover,
    chunkedLoading: settings.chunkedLoading,
    removeOutsideVisibleBounds: settings.removeOutsideVisibleBounds,
  };
}

/**
 * Markers placed inside are clustered: react-leaflet adds a child layer to the nearest layer container, which here
 * is the cluster group instead of the map.
 */
export const MarkerClusterGroup = createLayerComponent<L.MarkerClusterGroup, MarkerClusterGroupProps>(
  ({ settings }, context) => {
    const group = L.markerClusterGroup(clusterOptions(settings));
    return createElementObject(group, extendContext(context, { layerContainer: group }));
  },
);
