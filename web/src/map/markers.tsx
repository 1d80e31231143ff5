// Leaflet pieces every map of the console shares (spec 3 §2 Map): round vector markers (no image
// assets: they draw offline and without tiles), the cluster icon of 30, 40 or 50 px by count, and a
// bounds fitter.
import { useEffect } from 'react';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import { MAP_DEFAULT_ZOOM } from '@console/contract';

const icons = new Map<string, L.DivIcon>();

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
  }
  return icon;
};

/** Cluster icon size 30, 40 or 50 by count below 10, below 100, or more (spec 3 §2). */
export const clusterIcon = (cluster: { getChildCount: () => number }) => {
  const count = cluster.getChildCount();
  const size = count < 10 ? 30 : count < 100 ? 40 : 50;
  const tier = count < 10 ? 'small' : count < 100 ? 'medium' : 'large';
  return L.divIcon({
    html: `<div><span>${count}</span></div>`,
    className: `marker-cluster marker-cluster-${tier}`,
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
