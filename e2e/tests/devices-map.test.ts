// The devices map (/devices/map): the devices placed on it are the ones the API lists with a
// position, drawn as Leaflet clusters and markers whose counts add up to them, without page errors.
// Map tiles come from the internet: the journey refuses those requests and never waits for tiles.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { adminApi, apiAnswer, list } from '../support/inventory.ts';
import { expectDashboard, signIn, waitForPath } from '../support/journeys.ts';

const e2e = inject('e2e');

const isCoordinate = (v: unknown) => typeof v === 'number' && Number.isFinite(v);

describe.skipIf(!e2e)('devices map', () => {
  const browser = useBrowser();

  it('renders the placed devices as clustered markers', async () => {
    const { page } = browser.current;
    const api = await adminApi(e2e!);
    // What the map asks for: devices with a position that are not in stock (at most 500).
    const placed = (
      await list<{ id: number; lat: unknown; lng: unknown; online_status: string }>(api, 'devices', { map: true, in_stock: false, page_size: 500 })
    ).filter((d) => isCoordinate(d.lat) && isCoordinate(d.lng));
    expect(placed.length, 'the demo data places devices on the map').toBeGreaterThan(1);

    // Offline: only the console's own server answers.
    const own = new URL(e2e!.baseURL).host;
    await page.route(
      (url) => url.host !== own,
      (route) => route.abort(),
    );

    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);
    const asked = apiAnswer(page, 'GET', /^\/api\/v1\/devices\/$/);
    await page.goto('/devices/map');
    await waitForPath(page, '/devices/map');
    const answer = await asked;
    expect(answer.status()).toBe(200);
    expect(new URL(answer.url()).searchParams.get('map')).toBe('true');

    const map = page.getByRole('region', { name: 'Devices map' });
    await map.waitFor({ state: 'visible' });
    await map.locator('.leaflet-container').waitFor({ state: 'visible' });
    await page.getByText(`${placed.length} devices on the map`).waitFor({ state: 'visible' });

    // Markers sit in Leaflet's marker pane: clusters (with their count) and single devices.
    const clusters = map.locator('.leaflet-marker-pane .marker-cluster');
    const singles = map.locator('.leaflet-marker-pane .device-marker');
    await clusters.first().waitFor({ state: 'visible' });
    const shown = async () => {
      const counts = await clusters.locator('span').allTextContents();
      return counts.reduce((sum, c) => sum + Number(c), 0) + (await singles.count());
    };
    // Every placed device is in a cluster or drawn alone (clusters away from the view are not drawn,
    // so at most that many).
    await expect.poll(shown).toBeGreaterThan(1);
    expect(await shown()).toBeLessThanOrEqual(placed.length);
    // Zoomed out to the world, every device is in view.
    await map.locator('.leaflet-container').hover();
    // Leaflet disables Zoom out at the smallest zoom: stop there rather than wait on a disabled button.
    const zoomOut = map.getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 6 && (await zoomOut.getAttribute('aria-disabled')) !== 'true'; i++) await zoomOut.click();
    await expect.poll(shown, { timeout: 15_000 }).toBe(placed.length);

    // Issue 28: a cluster is ringed in its devices' own status colours (the legend's), never in
    // leaflet.markercluster's yellow, which read as the legend's "Unknown" (#f2b400) whatever it held.
    const rings = await clusters.evaluateAll((els) => els.map((el) => el.querySelector('div')?.getAttribute('style') ?? ''));
    expect(rings.length).toBeGreaterThan(0);
    for (const ring of rings) expect(ring).toContain('conic-gradient(');
    const colours = rings.join(' ');
    expect(colours).not.toContain('241, 211, 87');
    if (!placed.some((d) => d.online_status === 'unknown')) expect(colours).not.toContain('#f2b400');
    await page.screenshot({ path: 'test-results/devices-map-clusters.png' });

    // A cluster opens on click: the map zooms in and shows more, smaller groups or markers.
    const before = await clusters.count();
    await clusters.first().click();
    await expect.poll(async () => (await clusters.count()) + (await singles.count())).not.toBe(before);
  });
});
