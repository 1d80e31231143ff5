// Issue 28: a customer with an open order and a deployed device was archived without a warning. The
// archive confirmation names what is open, each kind counted by the server through its list filtered
// as below, and names only the kinds with something open (decision 0085).
import { describe, expect, it } from 'vitest';
import { LIVE_SERVICE_STATUSES, OPEN_PACKAGE_STATUSES, PACKAGE_STATUSES, SERVICE_STATUSES } from '@console/contract';
import { openWorkFilter, openWorkLines } from '../src/resources/customers/customerOpenWork.ts';

describe('what the archive of a customer names as open', () => {
  it('counts open orders, deployed devices and live services of the customers archived', () => {
    expect(openWorkFilter('packages', [4])).toEqual({ customer_id: [4], archived: false, status: ['draft', 'provisioning', 'provisioned', 'shipped'] });
    expect(openWorkFilter('devices', [4, 5])).toEqual({ customer_id: [4, 5], archived: false, in_stock: false });
    expect(openWorkFilter('services', [4])).toEqual({ customer_id: [4], archived: false, status: ['DELIVERED', 'IDLE', 'PAUSED', 'ENDING'] });
  });

  it('takes its statuses from the contract, an ended order or service being not open', () => {
    for (const status of OPEN_PACKAGE_STATUSES) expect(PACKAGE_STATUSES).toContain(status);
    for (const status of LIVE_SERVICE_STATUSES) expect(SERVICE_STATUSES).toContain(status);
    expect(OPEN_PACKAGE_STATUSES).not.toContain('ended');
    expect(LIVE_SERVICE_STATUSES).not.toContain('ENDED');
  });

  it('names only the kinds with something open, orders first', () => {
    expect(openWorkLines({ packages: 1, devices: 2, services: 0 })).toEqual([
      { kind: 'packages', key: 'resources.customers.archive_open.packages', count: 1 },
      { kind: 'devices', key: 'resources.customers.archive_open.devices', count: 2 },
    ]);
    expect(openWorkLines({ packages: 0, devices: 0, services: 0 })).toEqual([]);
    expect(openWorkLines({ services: 3 })).toEqual([{ kind: 'services', key: 'resources.customers.archive_open.services', count: 3 }]);
  });
});
