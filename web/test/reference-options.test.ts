// Issue 28: the pickers of devices, SIM cards and satellite terminals showed bare serials and ICCIDs.
// Each kind is named by one shared renderer (common/referenceOptions.ts): the identifier, then the name
// and model (devices), provider and customer (SIMs), device, site and account (terminals); and no
// picker of these kinds names its choices by the bare identifier any more (decision 0085).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deviceOptionText, simOptionText, terminalOptionText } from '../src/common/referenceOptions.ts';

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe('the names of devices, SIM cards and terminals in pickers', () => {
  it('name a device by its serial, name and model', () => {
    expect(deviceOptionText({ serial: '1934-ABCD-0001', name: 'Depot router', product_name: 'Balance 20X' })).toBe(
      '1934-ABCD-0001 · Depot router · Balance 20X',
    );
    expect(deviceOptionText({ serial: '1934-ABCD-0002', name: null, product_name: 'MAX BR1 Mini' })).toBe('1934-ABCD-0002 · MAX BR1 Mini');
    expect(deviceOptionText(undefined)).toBe('');
  });

  it('name a SIM card by its ICCID, provider and customer', () => {
    expect(simOptionText({ iccid: '8944500000000000012', provider_name: 'Telna', customer_name: 'Festival Org' })).toBe(
      '8944500000000000012 · Telna · Festival Org',
    );
    expect(simOptionText({ iccid: '8944500000000000013', provider_name: ' ', customer_name: null })).toBe('8944500000000000013');
  });

  it('name a terminal by its kit, terminal id, device, site and account', () => {
    expect(
      terminalOptionText({ kit_serial_number: 'KIT301', terminal_id: 'ut-01', device_name: 'Depot router', site_name: 'Depot', starlink_account: 'ACC-1' }),
    ).toBe('KIT301 · ut-01 · Depot router · Depot · ACC-1');
    expect(terminalOptionText({ kit_serial_number: null, terminal_id: 'ut-02' })).toBe('ut-02');
  });

  it('are used by every picker: none names its choices by the bare serial or ICCID', () => {
    const bare = sources(join(import.meta.dirname, '../src')).filter((path) =>
      /optionText="(serial|iccid|kit_serial_number)"/.test(readFileSync(path, 'utf8')),
    );
    expect(bare).toEqual([]);
  });
});
