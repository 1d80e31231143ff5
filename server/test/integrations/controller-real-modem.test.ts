// Through the API with the real InControl2 client: a device whose cellular modem InControl2 reports as
// "gobi" is synchronized with a cellular WAN (SIM from the slot list), and Restart modem is accepted on
// it and refused on its Ethernet WAN (decision 0073).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wans } from '../../src/db/schema/index.ts';
import { controllerApp, linkedDevice } from '../support/controller-fixtures.ts';
import { json } from '../support/fake-http.ts';
import { createUser } from '../support/helpers.ts';
import { IC2_DEVICE, incontrol2, ok } from './incontrol2-server.ts';

const SERIAL = '1934-GOBI-0001';
const DEVICE = '/rest/o/a1Ven/g/103/d/42';
let ic: Awaited<ReturnType<typeof incontrol2>>;
let real: Awaited<ReturnType<typeof controllerApp>>;

beforeAll(async () => {
  ic = await incontrol2(
    (req, res) => {
      if (req.method === 'GET' && req.path === DEVICE) return ok(res, { ...IC2_DEVICE, sn: SERIAL, group_id: 103 });
      if (req.method === 'POST' && req.path === `${DEVICE}/wan/2/cellular_reset`) return ok(res, null);
      return json(res, 404, {});
    },
    { clientId: 'k1', clientSecret: 's3cret' },
  );
  real = await controllerApp({ INTEGRATIONS: 'real' });
  const admin = real.t.as((await createUser(real.t, 'admin')).token);
  await admin({ method: 'PUT', url: `/api/v1/servers/${real.server.id}`, payload: { api_base_url: ic.url, api_secret: 's3cret' } });
});
afterAll(async () => {
  await real.t.close();
  await ic.close();
});

describe('a gobi WAN through the real controller client', () => {
  it('is synchronized as cellular with its SIM, and its modem can be restarted', async () => {
    const d = await linkedDevice(real.t, real.server.id, { ic_id: '42', serial: SERIAL });
    expect((await real.api({ method: 'GET', url: `/api/v1/devices/${d.id}/sync` })).json()).toMatchObject({ success: true });
    const rows = await real.t.database.db.select().from(wans).where(eq(wans.device_id, d.id));
    const cellular = rows.find((w) => w.ic_id === 2)!;
    expect(cellular).toMatchObject({ wan_type: 'cellular', sim_a: { iccid: '8932000000000000001', imsi: '206010000000001' } });
    expect((await real.api({ method: 'POST', url: `/api/v1/devices/${d.id}/restart_modem`, payload: { wan_id: cellular.id } })).json()).toEqual({
      success: true,
      message: 'The cellular modem is now restarting',
    });
    expect(ic.requests.some((r) => r.method === 'POST' && r.path === `${DEVICE}/wan/2/cellular_reset`)).toBe(true);
    const [ethernet] = await real.t.database.db
      .select()
      .from(wans)
      .where(and(eq(wans.device_id, d.id), eq(wans.ic_id, 1)));
    // The console files Ethernet under "other" (device-sync.ts); no modem either way.
    expect(ethernet.wan_type).toBe('other');
    const refused = (await real.api({ method: 'POST', url: `/api/v1/devices/${d.id}/restart_modem`, payload: { wan_id: ethernet.id } })).json();
    expect(refused).toMatchObject({ success: false, reason: 'Only a cellular WAN has a modem to restart.' });
  });
});
