// The console words an API error by its code (decision 0076): every templated contract code has a
// translation in English, French and Dutch; a French user reads a 409 state refusal in French, lists
// joined in French; a code without translation, or a body without code, shows the server's message.
import { ERROR_CODES, TEMPLATED_ERROR_CODES } from '@console/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { lookup } from '../scripts/i18n-keys.ts';
import { en } from '../src/i18n/en.ts';
import { fr } from '../src/i18n/fr.ts';
import { i18nProvider } from '../src/i18n/i18nProvider.ts';
import { nl } from '../src/i18n/nl.ts';
import { localizedMessage } from '../src/providers/api.ts';

const refusal = {
  success: false,
  message: 'Cannot ship from status DRAFT: allowed only from PROVISIONED or SHIPPED.',
  code: 'state_refused',
  params: { action: 'ship', status: 'DRAFT', from: ['PROVISIONED', 'SHIPPED'] },
};

afterAll(() => i18nProvider.changeLocale('en'));

describe('error codes in the console', () => {
  it('every contract code with a template has a translation in en, fr and nl', () => {
    const missing = TEMPLATED_ERROR_CODES.flatMap((code) =>
      Object.entries({ en, fr, nl }).flatMap(([lang, messages]) => (typeof lookup(messages, `errors.${code}`) === 'string' ? [] : [`${lang}: errors.${code}`])),
    );
    expect(missing).toEqual([]);
    expect(TEMPLATED_ERROR_CODES).toContain('state_refused');
  });

  it('English reads the server template: the same words as the server', async () => {
    await i18nProvider.changeLocale('en');
    expect(localizedMessage(refusal)).toBe(refusal.message);
    expect(ERROR_CODES.state_refused.message).toBe('Cannot {action} from status {status}: allowed only from {from}.');
  });

  it('French shows a 409 state refusal in French, the statuses joined in French', async () => {
    await i18nProvider.changeLocale('fr');
    expect(localizedMessage(refusal)).toBe("Impossible d'effectuer « ship » depuis le statut DRAFT : autorisé uniquement depuis PROVISIONED ou SHIPPED.");
    expect(localizedMessage({ success: false, message: 'Not found.', code: 'not_found', params: {} })).toBe('Introuvable.');
  });

  it('translates the hand-built {success: false, reason} answers by their code; an outside system keeps its words, framed in the user’s language', async () => {
    await i18nProvider.changeLocale('fr');
    expect(localizedMessage({ success: false, reason: 'The SIM is archived.', code: 'sim_is_archived', params: {} })).toBe('La carte SIM est archivée.');
    expect(
      localizedMessage({
        success: false,
        reason: 'The provider refused to suspend the SIM: HTTP 503',
        code: 'sim_provider_refused_suspend',
        params: { reason: 'HTTP 503' },
      }),
    ).toBe('Le fournisseur a refusé de suspendre la carte SIM : HTTP 503');
    // The outside system's words stay as they came, in a French frame.
    expect(
      localizedMessage({
        success: false,
        message: 'The dish is stowed.',
        code: 'provider_refused',
        params: { reason: 'The dish is stowed.', system: 'Starlink' },
      }),
    ).toBe('Refus du fournisseur : The dish is stowed.');
    expect(localizedMessage({ success: false, message: 'HTTP 503', code: 'ping_failed', params: { reason: 'HTTP 503' } })).toBe('Le ping a échoué : HTTP 503');
    await i18nProvider.changeLocale('nl');
    expect(
      localizedMessage({ success: false, message: 'Synchronization failed', reason: 'The server is archived.', code: 'server_archived', params: {} }),
    ).toBe('De server is gearchiveerd.');
  });

  it('falls back to the server message without a translation', async () => {
    await i18nProvider.changeLocale('nl');
    expect(localizedMessage({ success: false, message: 'The SIM is archived.', code: 'conflict', params: {} })).toBe('The SIM is archived.');
    expect(localizedMessage({ success: false, message: 'Something new.', code: 'no_such_code' })).toBe('Something new.');
    expect(localizedMessage({ success: false, reason: 'Old server.' })).toBe('Old server.');
  });
});
