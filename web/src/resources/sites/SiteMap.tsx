// A Leaflet map of one position: a vector marker (no image assets, so it draws without tiles and
// offline), optional click-to-pick, recentred when the position moves out of view.
import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import type { LatLngExpression } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { isCoordinate, MAP_HEIGHT_PX, roundCoordinate, SITE_MAP_ZOOM, TILE_ATTRIBUTION, TILE_URL, WORLD_CENTER, WORLD_ZOOM } from './mapConfig.ts';

export interface SiteMapProps {
  lat?: unknown;
  lng?: unknown;
  zoom?: number;
  height?: number;
  /** Makes the map clickable: the clicked point, rounded. */
  onPick?: (lat: number, lng: number) => void;
  /** Accessible name of the map region. */
  label?: string;
}

const PickOnClick = ({ onPick }: { onPick: (lat: number, lng: number) => void }) => {
  useMapEvents({ click: (event) => onPick(roundCoordinate(event.latlng.lat), roundCoordinate(event.latlng.lng)) });
  return null;
};

/** A position set from outside (geocoding) may be anywhere: bring it into view at the site zoom. */
const FollowPosition = ({ lat, lng, zoom }: { lat: number; lng: number; zoom: number }) => {
  const map = useMap();
  const shown = useRef(false);
  useEffect(() => {
    // A map opened without a position shows the world: its first position zooms in; later ones
    // (a click, a geocoded address) move the view only when out of sight.
    const zoomIn = !shown.current && map.getZoom() < zoom;
    if (zoomIn || !map.getBounds().contains([lat, lng])) map.setView([lat, lng], zoom);
    shown.current = true;
  }, [map, lat, lng, zoom]);
  return null;
};

/** Leaflet measures its box once; dialogs and tabs resize it afterwards. */
const TrackSize = () => {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
};

export const SiteMap = ({ lat, lng, zoom = SITE_MAP_ZOOM, height = MAP_HEIGHT_PX, onPick, label }: SiteMapProps) => {
  const position: [number, number] | null = isCoordinate(lat) && isCoordinate(lng) ? [lat, lng] : null;
  const center: LatLngExpression = position ?? WORLD_CENTER;
  return (
    <Box
      role="region"
      aria-label={label}
      data-testid="site-map"
      sx={{
        height,
        width: '100%',
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        '& .leaflet-container': { height: '100%', width: '100%', bgcolor: 'action.hover', cursor: onPick ? 'crosshair' : undefined },
      }}
    >
      <MapContainer center={center} zoom={position ? zoom : WORLD_ZOOM} scrollWheelZoom={false}>
        {TILE_URL && <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />}
        {position && <CircleMarker center={position} radius={9} pathOptions={{ color: '#1f6fb2', fillColor: '#1f6fb2', fillOpacity: 0.6, weight: 3 }} />}
        {onPick && <PickOnClick onPick={onPick} />}
        {position && <FollowPosition lat={position[0]} lng={position[1]} zoom={zoom} />}
        <TrackSize />
      </MapContainer>
    </Box>
  );
};
