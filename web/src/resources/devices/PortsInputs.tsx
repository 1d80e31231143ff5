// The ports of a device chosen in a form (spec 2 §3 Deploy request, provision of an SDWAN service;
// PUT /devices/{id}/ports): one SIM picker per port of the device's ports map, free SIMs offered.
// The form holds `ports` as [{ port, sim_id }]; portsMapJson turns it into the ports_map the server takes.
import { useEffect } from 'react';
import { Box, Typography } from '@mui/material';
import { AutocompleteInput, ReferenceInput, useGetOne, useTranslate, type Identifier } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { portsOf } from './devicePorts.ts';

export interface PortValue {
  port: string;
  sim_id: number | null;
}

export const portValuesOf = (ports_map: unknown): PortValue[] =>
  portsOf({ id: 0, ports_map } as never).map(([port, sim_id]) => ({ port, sim_id }));

/** The ports_map form field (JSON), or undefined when the form shows no ports. */
export const portsMapJson = (ports: PortValue[] | undefined) =>
  ports?.length ? JSON.stringify(Object.fromEntries(ports.map((p) => [p.port, p.sim_id ?? null]))) : undefined;

export const PortSelect = ({ index, port }: { index: number; port: string }) => (
  <ReferenceInput
    source={`ports.${index}.sim_id`}
    reference="simcards"
    // Free SIMs; the one in this port stays selectable because the input fetches its current value.
    filter={{ device_id: 'null' }}
    sort={{ field: 'iccid', order: 'ASC' }}
  >
    <AutocompleteInput label={port} optionText="iccid" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 320 }} />
  </ReferenceInput>
);

export const PortSelects = ({ ports }: { ports: PortValue[] }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
    {ports.map((p, index) => (
      <PortSelect key={p.port} index={index} port={p.port} />
    ))}
  </Box>
);

/** The ports of the device the form has chosen: reset to that device's ports map when the choice changes. */
export const ChosenDevicePorts = ({ deviceId }: { deviceId: Identifier | null | undefined }) => {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext();
  const { data: device } = useGetOne('devices', { id: deviceId! }, { enabled: deviceId != null });
  const ports = device && device.id === deviceId ? portValuesOf(device.ports_map) : [];
  const key = JSON.stringify(ports);
  useEffect(() => {
    if (JSON.stringify(getValues('ports') ?? []) !== key) setValue('ports', JSON.parse(key));
  }, [key, getValues, setValue]);
  if (ports.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {translate('resources.devices.ports.of_device')}
      </Typography>
      <PortSelects ports={ports} />
    </Box>
  );
};
