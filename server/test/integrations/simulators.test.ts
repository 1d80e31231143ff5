import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createIntegrations } from '../../src/integrations/index.ts';
import { GeocodingClient } from '../../src/integrations/geocoding/client.ts';
import { PLACES } from '../../src/integrations/geocoding/places.ts';
import { GeocodingSimulator } from '../../src/integrations/geocoding/simulator.ts';
import { HelpdeskClient } from '../../src/integrations/helpdesk/client.ts';
import { HelpdeskSimulator } from '../../src/integrations/helpdesk/simulator.ts';
import { IntegrationError } from '../../src/integrations/http.ts';
import { TwilioSmsClient } from '../../src/integrations/sms/client.ts';
import { SmsSimulator } from '../../src/integrations/sms/simulator.ts';
import { DEMO_CUSTOMERS } from '../../src/seed/demo-data.ts';

/** Great-circle distance in km. */
const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

describe('geocoding simulator', () => {
  const geo = new GeocodingSimulator();

  it('places any street of a known city near that city, the same spot every time', async () => {
    for (const place of PLACES) {
      const address = `${place.streets[0]} 12, ${place.zipcode} ${place.name}, ${place.country}`;
      const [hit] = await geo.search(address);
      expect(hit, address).toBeDefined();
      expect(km(hit, place), address).toBeLessThan(2.5);
      expect(await geo.search(address)).toEqual([hit]);
    }
    const [a] = await geo.search('Meir 1, 2000 Antwerpen, BE');
    const [b] = await geo.search('Frankrijklei 90, 2000 Antwerpen, BE');
    expect(a).not.toEqual(b);
  });

  it('knows the other spellings of a city and picks the city, not a street named after another', async () => {
    const [brussels] = await geo.search('Brussels');
    expect(brussels).toEqual({ lat: 50.8467, lng: 4.3525, label: '1000 Bruxelles, Belgium' });
    expect((await geo.search('Rue de Mons 4, 6000 Charleroi'))[0].label).toBe('Rue de Mons 4, 6000 Charleroi, Belgium');
    expect((await geo.search("Lange Voorhout 1, 's-Gravenhage"))[0].label).toMatch(/Den Haag, Netherlands$/);
    expect((await geo.search('RUE DE LA LOI 16, LIEGE'))[0].label).toMatch(/4000 Liège, Belgium$/);
  });

  it('answers nothing for gibberish', async () => {
    for (const q of ['asdfgh qwerty', '12345', 'Main Street 1, Springfield']) expect(await geo.search(q)).toEqual([]);
  });
});

describe('help-desk simulator', () => {
  it('already knows some demo customers, refuses duplicates and can fail', async () => {
    const hd = new HelpdeskSimulator();
    const names = (await hd.listCompanies()).map((c) => c.name);
    expect(names.length).toBeGreaterThan(5);
    expect(names.every((n) => DEMO_CUSTOMERS.some((c) => c.name === n))).toBe(true);
    const made = await hd.createCompany({ name: 'New Co', domains: [] });
    expect((await hd.listCompanies()).at(-1)).toEqual(made);
    await expect(hd.createCompany({ name: 'new co', domains: [] })).rejects.toMatchObject({ status: 409 });
    hd.failing = true;
    await expect(hd.listCompanies()).rejects.toBeInstanceOf(IntegrationError);
    expect(hd.ticketsUrl(made.id)).toBe(`https://helpdesk.example.com/a/companies/${made.id}`);
  });
});

describe('SMS simulator', () => {
  it('records what it sends and refuses what a gateway would', async () => {
    const sms = new SmsSimulator();
    const { id } = await sms.send('+32 470 12 34 56', 'Your code is 123456');
    expect(sms.sent).toEqual([{ id, to: '+32 470 12 34 56', text: 'Your code is 123456', at: expect.any(Date) }]);
    await expect(sms.send('call me', 'x')).rejects.toMatchObject({ status: 400 });
    await expect(sms.send('+32470123456', '')).rejects.toMatchObject({ status: 400 });
    expect(sms.sent).toHaveLength(1);
  });
});

describe('integration selection', () => {
  it('simulates by default and uses the real clients when configured', () => {
    const sim = createIntegrations(loadConfig({}));
    expect(sim.geocoding).toBeInstanceOf(GeocodingSimulator);
    expect(sim.helpdesk).toBeInstanceOf(HelpdeskSimulator);
    expect(sim.sms).toBeInstanceOf(SmsSimulator);
    const real = createIntegrations(
      loadConfig({
        INTEGRATIONS: 'real',
        GEOCODING_URL: 'http://127.0.0.1:1',
        HELPDESK_URL: 'http://127.0.0.1:2',
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 't',
        SMS_FROM: '+3225550100',
      }),
    );
    expect(real.geocoding).toBeInstanceOf(GeocodingClient);
    expect(real.helpdesk).toBeInstanceOf(HelpdeskClient);
    expect(real.sms).toBeInstanceOf(TwilioSmsClient);
  });
});
