// The ports of a device chosen in a form (spec 2 §3 Deploy request, provision of an SDWAN service;
// PUT /devices/{id}/ports): one SIM picker per port of the device's ports map, free SIMs offered.
// The form holds `ports` as [{ port, sim_id }]; portsMapJson turns it into the ports_map the server takes.
import { useEffect, type MutableRefObject } from 'react';
import { Box, Typography } from '@mui/material';
import { AutocompleteInput, ReferenceInput, useGetOne, useTranslate, type Identifier } from 'react-admin';
import { simOptionText } from '../../common/referenceOptions.ts';
import { useFormContext } from 'react-hook-form';
import { portsOf } from './devicePorts.ts';

export interface PortValue {
  port: string;
  sim_id: number | null;
}

export const portValuesOf = (ports_map: unknown): PortValue[] => portsOf({ id: 0, ports_map } as never).map(([port, sim_id]) => ({ port, sim_id }));

/**
 * The ports_map form field (JSON), or undefined when the form shows no ports. A form whose ports come
 * from a chosen device passes their names: its pickers only hold the SIM ids.
 */
export const portsMapJson = (ports: Partial<PortValue>[] | undefined, names?: string[]) => {
  const entries = names?.length ? names.map((name, i) => [name, ports?.[i]?.sim_id ?? null]) : (ports ?? []).map((p) => [p.port, p.sim_id ?? null]);
  return entries.length ? JSON.stringify(Object.fromEntries(entries)) : undefined;
};

export const PortSelect = ({ index, port }: { index: number; port: string }) => (
  <ReferenceInput
    source={`ports.${index}.sim_id`}
    reference="simcards"
    // Free SIMs; the one in this port stays selectable because the input fetches its current value.
    filter={{ device_id: 'null' }}
    sort={{ field: 'iccid', order: 'ASC' }}
  >
    <AutocompleteInput label={port} optionText={simOptionText} filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 320 }} />
  </ReferenceInput>
);

export const PortSelects = ({ ports }: { ports: PortValue[] }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
    {ports.map((p, index) => (
      <PortSelect key={p.port} index={index} port={p.port} />
    ))}
  </Box>
);

/** The chosen device's ports as the form opened them: their names, and the map they started from. */
export interface ChosenPorts {
  names: string[];
  initial?: string;
}

/** The ports_map to send: none when the pickers still show the device's own ports (nothing to change). */
export const changedPortsMap = (values: Record<string, any>, chosen: ChosenPorts) => {
  const json = portsMapJson(values.ports, chosen.names);
  return json === chosen.initial ? undefined : json;
};

/** The ports of the device the form has chosen: the pickers start from that device's ports map. */
export const ChosenDevicePorts = ({ deviceId, chosen }: { deviceId: Identifier | null | undefined; chosen: MutableRefObject<ChosenPorts> }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const { data: device } = useGetOne('devices', { id: deviceId! }, { enabled: deviceId != null });
  const ports = device && device.id === deviceId ? portValuesOf(device.ports_map) : [];
  const key = JSON.stringify(ports);
  chosen.current = { names: ports.map((p) => p.port), initial: portsMapJson(ports) };
  useEffect(() => {
    (JSON.parse(key) as PortValue[]).forEach((p, i) => {
      setValue(`ports.${i}.sim_id`, p.sim_id);
    });
  }, [key, setValue]);
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
