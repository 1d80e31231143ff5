// The combined map (/map, spec 1 §2 and spec 3 §2 Map): devices, sites and satellite terminals,
// each a layer of the layer control with its own clustered markers; a search box (debounced one
// second) and a customer filter narrow all three; the view fits the sites. Terminals are coloured by
// state, devices by online status. Centre 46.64, 10.45 and zoom 3 while nothing is placed.
import { useEffect, useMemo, useState } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import { LayerGroup, LayersControl, MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Form, Loading, TextInput, Title, useTranslate, type RaRecord } from 'react-admin';
import { MAP_SEARCH_DEBOUNCE_MS, ONLINE_STATUSES, TERMINAL_STATES } from '@console/contract';
import { CustomerInput } from '../common/CustomerInput.tsx';
import { useDebounced } from '../common/useDebounced.ts';
import { onlineStatusColor } from '../resources/devices/choices.ts';
import { MAP_HEIGHT_PX, TILE_ATTRIBUTION, TILE_URL, WORLD_CENTER, WORLD_ZOOM } from '../resources/sites/mapConfig.ts';
import { SITE_COLOR, STOCK_SITE_COLOR, terminalStateColor } from './mapColors.ts';
import { clusterIcon, dotIcon, FitBounds } from './markers.tsx';
import { useMapData, type MapFilters } from './useMapData.ts';

/** Hands the filter form's values to the page: the search term once typing has paused a second. */
const FiltersWatcher = ({ onChange }: { onChange: (f: MapFilters) => void }) => {
  const q = useWatch({ name: 'q' }) as string | undefined;
  const customerId = useWatch({ name: 'customer_id' }) as number | null | undefined;
  const term = useDebounced(q, MAP_SEARCH_DEBOUNCE_MS);
  useEffect(() => onChange({ q: term?.trim() || undefined, customer_id: customerId ?? null }), [term, customerId, onChange]);
  return null;
};

const Swatch = ({ color, label, square }: { color: string; label: string; square?: boolean }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
    <Box sx={{ width: 12, height: 12, borderRadius: square ? '3px' : '50%', bgcolor: color }} />
    <Typography variant="body2">{label}</Typography>
  </Box>
);

const Legend = ({ terminals }: { terminals: boolean }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" gap={2} sx={{ mb: 1 }} flexWrap="wrap" data-testid="map-legend">
      <Swatch square color={SITE_COLOR} label={translate('map.legend.site')} />
      <Swatch square color={STOCK_SITE_COLOR} label={translate('map.legend.stock_site')} />
      {ONLINE_STATUSES.map((s) => (
        <Swatch key={s} color={onlineStatusColor(s)} label={`${translate('map.layers.devices')}: ${translate(`resources.devices.online_statuses.${s}`)}`} />
      ))}
      {terminals &&
        TERMINAL_STATES.map((s) => (
          <Swatch
            key={s}
            color={terminalStateColor(s)}
            label={`${translate('map.layers.terminals')}: ${translate(`resources.starlink_terminals.states.${s}`)}`}
          />
        ))}
    </Stack>
  );
};

const Cluster = ({ children }: { children: React.ReactNode }) => (
  <MarkerClusterGroup chunkedLoading iconCreateFunction={clusterIcon}>
    {children}
  </MarkerClusterGroup>
);

export const MapPage = () => {
  const translate = useTranslate();
  const [filters, setFilters] = useState<MapFilters>({});
  const { devices, sites, terminals, canSeeTerminals } = useMapData(filters);
  // Bounds fitted to the sites (spec 3 §2); without sites, to whatever is shown.
  const points = useMemo(() => {
    const from = sites.rows.length ? sites.rows : [...devices.rows, ...terminals.rows];
    return from.map((r: RaRecord) => [r.lat, r.lng] as [number, number]);
  }, [sites.rows, devices.rows, terminals.rows]);
  const pending = devices.isPending || sites.isPending || terminals.isPending;

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="map.title" />
      <Card>
        <CardContent>
          <Typography variant="h6" gutterBottom>
            {translate('map.title')}
          </Typography>
          <Form>
            <Stack direction="row" gap={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <TextInput source="q" label="map.search" resettable helperText={false} fullWidth={false} sx={{ minWidth: 240 }} />
              <CustomerInput label="map.customer" helperText={false} fullWidth={false} sx={{ minWidth: 260 }} />
            </Stack>
            <FiltersWatcher onChange={setFilters} />
          </Form>
          <Legend terminals={canSeeTerminals} />
          <Box
            role="region"
            aria-label={translate('map.title')}
            data-testid="combined-map"
            data-devices={devices.rows.length}
            data-sites={sites.rows.length}
            data-terminals={terminals.rows.length}
            sx={{
              position: 'relative',
              height: Math.max(MAP_HEIGHT_PX, 560),
              borderRadius: 1,
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
              '& .leaflet-container': { height: '100%', bgcolor: 'action.hover' },
            }}
          >
            {pending && (
              <Box sx={{ position: 'absolute', inset: 0, zIndex: 1000, pointerEvents: 'none' }}>
                <Loading />
              </Box>
            )}
            <MapContainer center={WORLD_CENTER} zoom={WORLD_ZOOM} scrollWheelZoom>
              {TILE_URL && <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />}
              <LayersControl position="topright">
                <LayersControl.Overlay checked name={translate('map.layers.sites')}>
                  <LayerGroup>
                    <Cluster>
                      {sites.rows.map((site) => (
                        <Marker
                          key={`s${site.id}`}
                          position={[site.lat, site.lng]}
                          icon={dotIcon(site.is_stock ? STOCK_SITE_COLOR : SITE_COLOR, 'site-marker', true)}
                        >
                          <Popup>
                            <Link to={`/sites/${site.id}/show`}>{site.name}</Link>
                            <br />
                            {site.customer_name ?? ''} {site.is_stock ? `— ${translate('map.legend.stock_site')}` : ''}
                          </Popup>
                        </Marker>
                      ))}
                    </Cluster>
                  </LayerGroup>
                </LayersControl.Overlay>
                <LayersControl.Overlay checked name={translate('map.layers.devices')}>
                  <LayerGroup>
                    <Cluster>
                      {devices.rows.map((device) => (
                        <Marker key={`d${device.id}`} position={[device.lat, device.lng]} icon={dotIcon(onlineStatusColor(device.online_status))}>
                          <Popup>
                            <Link to={`/devices/${device.id}/show`}>{device.name ?? device.serial}</Link>
                            <br />
                            {device.serial} — {translate(`resources.devices.online_statuses.${device.online_status}`, { _: device.online_status })}
                          </Popup>
                        </Marker>
                      ))}
                    </Cluster>
                  </LayerGroup>
                </LayersControl.Overlay>
                {canSeeTerminals && (
                  <LayersControl.Overlay checked name={translate('map.layers.terminals')}>
                    <LayerGroup>
                      <Cluster>
                        {terminals.rows.map((terminal) => (
                          <Marker
                            key={`t${terminal.id}`}
                            position={[terminal.lat, terminal.lng]}
                            icon={dotIcon(terminalStateColor(terminal.state), 'terminal-marker')}
                          >
                            <Popup>
                              <Link to={`/starlink_terminals/${terminal.id}/show`}>{terminal.kit_serial_number ?? terminal.terminal_id}</Link>
                              <br />
                              {terminal.customer_name ?? ''} {terminal.site_name ? `— ${terminal.site_name}` : ''}
                              <br />
                              {translate(`resources.starlink_terminals.states.${terminal.state}`, { _: terminal.state })}
                            </Popup>
                          </Marker>
                        ))}
                      </Cluster>
                    </LayerGroup>
                  </LayersControl.Overlay>
                )}
              </LayersControl>
              <FitBounds points={points} />
            </MapContainer>
          </Box>
          <Typography variant="caption" color="text.secondary" data-testid="map-counts">
            {translate('map.counts', { sites: sites.rows.length, devices: devices.rows.length, terminals: terminals.rows.length })}
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
};
