// /devices/map (spec 1 §2.7, spec 3 §2 Map): the devices that are not in stock and have a position
// (GET /devices/?map=true&in_stock=false&page_size=500), clustered, each marker coloured by its
// online status. Tiles come from the configurable server of the sites map.
import { useMemo } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { Link } from 'react-router-dom';
import { Loading, Title, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { MAP_DEFAULT_ZOOM, ONLINE_STATUSES } from '@console/contract';
import { isCoordinate, MAP_HEIGHT_PX, TILE_ATTRIBUTION, TILE_URL, WORLD_CENTER, WORLD_ZOOM } from '../../sites/mapConfig.ts';
import { clusterIcon, dotIcon, FitBounds } from '../../../map/markers.tsx';
import { onlineStatusColor } from '../choices.ts';

/** Map limit of spec 3 §9: 500 devices. */
const MAP_DEVICES_LIMIT = 500;

const Legend = () => {
  const translate = useTranslate();
  return (
    <Stack direction="row" gap={2} sx={{ mb: 1 }} flexWrap="wrap">
      {ONLINE_STATUSES.map((status) => (
        <Box key={status} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: onlineStatusColor(status) }} />
          <Typography variant="body2">{translate(`resources.devices.online_statuses.${status}`)}</Typography>
        </Box>
      ))}
    </Stack>
  );
};

export const DevicesMap = () => {
  const translate = useTranslate();
  const { data = [], isPending } = useGetList('devices', {
    filter: { map: true, in_stock: false },
    pagination: { page: 1, perPage: MAP_DEVICES_LIMIT },
    sort: { field: 'id', order: 'DESC' },
  });
  const placed = useMemo(() => data.filter((d: RaRecord) => isCoordinate(d.lat) && isCoordinate(d.lng)), [data]);
  const points = useMemo(() => placed.map((d) => [d.lat, d.lng] as [number, number]), [placed]);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="resources.devices.map.title" />
      <Card>
        <CardContent>
          <Typography variant="h6" gutterBottom>
            {translate('resources.devices.map.title')}
          </Typography>
          <Legend />
          {isPending ? (
            <Loading />
          ) : (
            <Box
              role="region"
              aria-label={translate('resources.devices.map.title')}
              data-testid="devices-map"
              sx={{
                height: MAP_HEIGHT_PX,
                borderRadius: 1,
                overflow: 'hidden',
                border: 1,
                borderColor: 'divider',
                '& .leaflet-container': { height: '100%', bgcolor: 'action.hover' },
              }}
            >
              <MapContainer center={WORLD_CENTER} zoom={points.length ? MAP_DEFAULT_ZOOM : WORLD_ZOOM} scrollWheelZoom>
                {TILE_URL && <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />}
                <MarkerClusterGroup chunkedLoading iconCreateFunction={clusterIcon}>
                  {placed.map((device) => (
                    <Marker key={device.id} position={[device.lat, device.lng]} icon={dotIcon(onlineStatusColor(device.online_status))}>
                      <Popup>
                        <Link to={`/devices/${device.id}/show`}>{device.name ?? device.serial}</Link>
                        <br />
                        {device.serial} — {translate(`resources.devices.online_statuses.${device.online_status}`, { _: device.online_status })}
                      </Popup>
                    </Marker>
                  ))}
                </MarkerClusterGroup>
                <FitBounds points={points} />
              </MapContainer>
            </Box>
          )}
          <Typography variant="caption" color="text.secondary">
            {translate('resources.devices.map.count', { smart_count: placed.length })}
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
};
