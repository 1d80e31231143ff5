// Leaflet pieces every map of the console shares (spec 3 §2 Map): round vector markers (no image
// assets: they draw offline and without tiles), the cluster icon of 30, 40 or 50 px by count, and a
// bounds fitter. A cluster is drawn in the colours of its markers (issue 28, decision 0085): a ring
// shares them out in proportion, the largest first, so its colour is the legend's for what it holds
// (it was leaflet.markercluster's yellow, the legend's "Unknown", whatever it held).
import { useEffect } from 'react';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import { MAP_DEFAULT_ZOOM } from '@console/contract';
import { clusterGradient, UNKNOWN_MARKER_COLOR } from './clusterColors.ts';

const icons = new Map<string, L.DivIcon>();
/** The colour each shared marker icon draws, read back by the clusters. */
const iconColors = new WeakMap<object, string>();

/**
 * A round marker of a colour, square when `square` (sites), shared between markers of one look;
 * `className` names what it marks (device-marker, site-marker, terminal-marker) for tests and styles.
 */
export const dotIcon = (color: string, className = 'device-marker', square = false): L.DivIcon => {
  const key = `${color}|${className}|${square}`;
  let icon = icons.get(key);
  if (!icon) {
    icon = L.divIcon({
      className,
      html: `<span style="display:block;width:16px;height:16px;border-radius:${square ? '3px' : '50%'};background:${color};border:2px solid #fff;box-shadow:0 0 2px rgba(0,0,0,.6)"></span>`,
      iconSize: [16, 16],
      iconAnchor: [8, 8],
    });
    icons.set(key, icon);
    iconColors.set(icon, color);
  }
  return icon;
};

interface ClusterLike {
  getChildCount: () => number;
  getAllChildMarkers?: () => { options: { icon?: object } }[];
}

/** Cluster icon size 30, 40 or 50 by count below 10, below 100, or more (spec 3 §2), ringed in its markers' colours. */
export const clusterIcon = (cluster: ClusterLike) => {
  const count = cluster.getChildCount();
  const size = count < 10 ? 30 : count < 100 ? 40 : 50;
  const tier = count < 10 ? 'small' : count < 100 ? 'medium' : 'large';
  const colors = (cluster.getAllChildMarkers?.() ?? []).map((marker) => (marker.options.icon && iconColors.get(marker.options.icon)) || UNKNOWN_MARKER_COLOR);
  const inner = size - 12;
  return L.divIcon({
    html:
      `<div style="width:${size}px;height:${size}px;margin:0;border-radius:50%;display:flex;align-items:center;justify-content:center;` +
      `background:${clusterGradient(colors)};box-shadow:0 0 3px rgba(0,0,0,.5)">` +
      `<span style="display:block;width:${inner}px;height:${inner}px;line-height:${inner}px;border-radius:50%;background:#fff;color:#222;font-weight:600;text-align:center">${count}</span></div>`,
    // Not leaflet.markercluster's tier classes: their fixed greens and yellow read as statuses.
    className: `marker-cluster status-cluster status-cluster-${tier}`,
    iconSize: L.point(size, size),
  });
};

/** Fits the view to the points whenever they change (nothing to fit: the view stays). */
export const FitBounds = ({ points }: { points: [number, number][] }) => {
  const map = useMap();
  useEffect(() => {
    if (points.length === 0) return;
    map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: MAP_DEFAULT_ZOOM });
  }, [map, points]);
  return null;
};
