// How the pickers of devices, SIM cards and satellite terminals name a choice (issue 28: pickers showed
// bare serials and ICCIDs): the identifier staff read on the label first, then what tells two apart
// at a glance (a device's name and model, a SIM's provider and customer, a terminal's device, site and
// account). One renderer per kind, used by every picker of that kind (decision 0085).

type Part = string | null | undefined;
const joined = (parts: Part[]) => parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' · ');

export interface DeviceChoice {
  serial?: Part;
  name?: Part;
  product_name?: Part;
}

/** "1234-ABCD-5678 · Depot router · Balance 20X". */
export const deviceOptionText = (device: DeviceChoice | undefined) => (device ? joined([device.serial, device.name, device.product_name]) : '');

export interface SimChoice {
  iccid?: Part;
  provider_name?: Part;
  customer_name?: Part;
}

/** "8944500000000000012 · Telna · Festival Org". */
export const simOptionText = (sim: SimChoice | undefined) => (sim ? joined([sim.iccid, sim.provider_name, sim.customer_name]) : '');

export interface TerminalChoice {
  kit_serial_number?: Part;
  terminal_id?: Part;
  device_name?: Part;
  site_name?: Part;
  starlink_account?: Part;
}

/** "KIT301234 · ut-01-aa · Depot router · Brussels depot · ACC-1234". */
export const terminalOptionText = (terminal: TerminalChoice | undefined) =>
  terminal ? joined([terminal.kit_serial_number, terminal.terminal_id, terminal.device_name, terminal.site_name, terminal.starlink_account]) : '';
