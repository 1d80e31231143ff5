// Every message exists in English, French and Dutch (issue 14, decision 0026): the same check the
// build runs, here on the message trees, and proven able to fail.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en.ts';
import { fr } from '../src/i18n/fr.ts';
import { nl } from '../src/i18n/nl.ts';
import { compareMessages, leaves } from '../scripts/i18n-keys.ts';

describe('the messages of the three languages', () => {
  it('French and Dutch have every English key, none empty, no unknown placeholder', () => {
    expect([...compareMessages(en, { fr, nl })]).toEqual([]);
    expect(leaves(en).length).toBeGreaterThan(1500);
  });

  it('the check names a key missing in one language', () => {
    const broken = structuredClone(nl) as { resources: { devices: { fields: Record<string, string> } } };
    delete broken.resources.devices.fields.serial;
    broken.resources.devices.fields.extra = 'Extra';
    expect([...compareMessages(en, { nl: broken })]).toEqual(['nl: missing resources.devices.fields.serial', 'nl: extra resources.devices.fields.extra']);
  });

  it('the check names a placeholder English does not fill', () => {
    const broken = structuredClone(fr) as { resources: { devices: { confirm: Record<string, string> } } };
    broken.resources.devices.confirm.reboot = 'Redémarrer %{serial} ?';
    expect([...compareMessages(en, { fr: broken })]).toEqual(['fr: unknown %{serial} in resources.devices.confirm.reboot']);
  });

  it('npm run check:i18n passes on the sources', () => {
    const web = fileURLToPath(new URL('..', import.meta.url));
    const out = execFileSync('npx', ['tsx', 'scripts/check-i18n.ts'], { cwd: web, encoding: 'utf8' });
    expect(out).toContain('French and Dutch have every English key');
  }, 60_000);
});
