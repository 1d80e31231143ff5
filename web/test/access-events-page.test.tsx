// The access trail page (issue 28, decision 0084): each kind of event reads in the user's language,
// its refusal reason, preferences, MFA method and impersonator in words; the columns have labels in
// English, French and Dutch; no raw translation key shows.
import { createElement as h, Fragment } from 'react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { TextField } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ACCESS_EVENT_KINDS, type AccessEventKind } from '@console/contract';
import { DateField } from '../src/common/format/fields.tsx';
import { en } from '../src/i18n/en.ts';
import { fr } from '../src/i18n/fr.ts';
import { nl } from '../src/i18n/nl.ts';
import { DetailsField, KindField } from '../src/resources/access_events/AccessEventList.tsx';
import { renderWithAdmin, textOf } from './support/render.ts';

const LOCALES = { en, fr, nl } as const;
/** The list's columns (AccessEventList), each with its header label. */
const COLUMNS = ['created_at', 'kind', 'email', 'ip', 'details'];

/** One event of each kind, as the server answers them. */
const EVENTS: Record<AccessEventKind, Record<string, unknown>> = {
  sign_in: { details: null },
  sign_in_failed: { details: { reason: 'throttled' } },
  sign_out: { details: null },
  mfa_challenge: { details: { method: 'email' } },
  mfa_failed: { details: { method: 'sms' } },
  impersonation_start: { details: { customer: 'Festival Org' }, actor_name: 'Sam Staff' },
  impersonation_end: { details: null, actor_name: 'Sam Staff' },
  preferences: { details: { theme: { from: 'light', to: 'dark' }, locale: { from: 'en', to: 'fr' } } },
};

const row = () =>
  h(
    Fragment,
    null,
    h(DateField, { source: 'created_at', showTime: true }),
    ' | ',
    h(KindField),
    ' | ',
    h(TextField, { source: 'email' }),
    ' | ',
    h(TextField, { source: 'ip' }),
    ' | ',
    h(DetailsField),
  );

describe('the access trail page', () => {
  for (const [locale, messages] of Object.entries(LOCALES)) {
    const trail = messages.resources.access_events;
    const i18n = polyglotI18nProvider(() => messages as never, locale, [], { allowMissing: true });

    it(`labels its columns in ${locale}`, () => {
      for (const column of COLUMNS) {
        const label = (trail.fields as Record<string, string>)[column];
        expect(label, `${locale} fields.${column}`).toBeTruthy();
        expect(i18n.translate(`resources.access_events.fields.${column}`)).toBe(label);
      }
    });

    for (const kind of ACCESS_EVENT_KINDS) {
      it(`shows a ${kind} event in ${locale}, in words`, () => {
        const record = { id: 1, kind, email: 'ann@example.com', ip: '10.1.2.3', created_at: '2026-11-27T09:15:00Z', ...EVENTS[kind] };
        const text = textOf(renderWithAdmin(row(), { record, resource: 'access_events', i18n })).replace(/\s+/g, ' ');
        expect(text).toContain(trail.kinds[kind]);
        expect(trail.kinds[kind]).not.toBe(kind);
        expect(text).toContain('ann@example.com');
        expect(text).toContain('10.1.2.3');
        expect(text).toMatch(/2026|27/);
        const details = EVENTS[kind].details as Record<string, any> | null;
        if (details?.reason) expect(text).toContain(trail.reasons[details.reason as keyof typeof trail.reasons]);
        if (details?.theme) expect(text).toContain(`${messages.resources.users.fields.theme}: light → dark`);
        if (details?.locale) expect(text).toContain(`${messages.resources.users.fields.locale}: en → fr`);
        if (details?.method) expect(text).toContain(details.method);
        if (details?.customer) expect(text).toContain(details.customer);
        if (EVENTS[kind].actor_name) expect(text).toContain(trail.messages.impersonated.replace('%{name}', 'Sam Staff'));
        // No key left untranslated.
        expect(text).not.toMatch(/resources\.|access_events\.|app\.|%\{/);
      });
    }
  }
});
