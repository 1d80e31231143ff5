// The activity log reads as a change (issue 28, decision 0084): a document's entry shows its lines
// inside it with their names and changed fields; money with its currency, codes by their labels and
// references by the record they name rather than stored values.
import { createElement as h } from 'react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { LinesOfChange } from '../src/common/ChangeField.tsx';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../src/common/format/format.ts';
import { logFieldText } from '../src/common/format/logValues.ts';
import type { Formatters } from '../src/common/format/useFormat.ts';
import { en } from '../src/i18n/en.ts';
import { fr } from '../src/i18n/fr.ts';
import { LogDiff } from '../src/resources/logs/LogDiff.tsx';
import { resourceOfReference } from '../src/resources/logs/objectResources.ts';
import { renderWithAdmin } from './support/render.ts';

const translatorOf = (messages: object) => polyglotI18nProvider(() => messages as never, 'en', [], { allowMissing: true }).translate;
const formatFor = (locale: string) =>
  ({
    date: formatDate,
    dateTime: formatDateTime,
    number: (v: unknown) => formatNumber(v, locale),
    money: (v: unknown, c?: string) => formatMoney(v, locale, c),
  }) as unknown as Formatters;

describe('readable log values', () => {
  it('shows money with its currency and codes by their labels', () => {
    const t = translatorOf(en);
    expect(logFieldText('invoice', 'total', 121, { currency: 'EUR' }, formatFor('en'), t)).toBe(formatMoney(121, 'en', 'EUR'));
    expect(logFieldText('invoice', 'total', '53.5', { currency: 'USD' }, formatFor('en'), t)).toBe(formatMoney(53.5, 'en', 'USD'));
    expect(logFieldText('device', 'status_led', 'red', {}, formatFor('en'), t)).toBe('Down');
    expect(logFieldText('line', 'status', 'ORDER SEND TO SUPPLIER', {}, formatFor('en'), t)).toBe('Order sent to supplier');
    expect(logFieldText('device', 'notes', 'as typed', {}, formatFor('fr'), translatorOf(fr))).toBe('as typed');
  });

  it('knows which resource a reference field names', () => {
    expect(resourceOfReference('customer_id')).toBe('customers');
    expect(resourceOfReference('billing_company_id')).toBe('companies');
    expect(resourceOfReference('reversed_invoice_id')).toBe('invoices');
    expect(resourceOfReference('external_id')).toBeNull();
    expect(resourceOfReference('name')).toBeNull();
  });

  it("renders a document's lines inside its entry, by name and with their changes", () => {
    const entry = {
      id: 1,
      verb: 'update',
      object_type: 'invoice',
      before: { total: 121 },
      after: { total: 363 },
      lines: [
        { verb: 'update', object_type: 'invoice_line', object_id: '7', object_repr: 'Router', before: { qty: 1 }, after: { qty: 3 } },
        { verb: 'create', object_type: 'invoice_line', object_id: '8', object_repr: 'Cabling', before: null, after: { product_name: 'Cabling', qty: 2 } },
      ],
    };
    const html = renderWithAdmin(h(LinesOfChange), { record: entry });
    expect(html).toContain('2 lines changed');
    expect(html.match(/data-testid="log-line"/g)).toHaveLength(2);
    expect(html).toContain('Router');
    expect(html).toContain('Cabling');
    // Field labels of the lines' resource, not stored names.
    expect(html).toContain(en.resources.invoice_lines.fields.qty);
    expect(html).not.toContain('product_name');
    // No stored JSON: nothing but the styles carries a brace.
    expect(html.replace(/<style[^>]*>.*?<\/style>/g, '')).not.toContain('{');
  });

  it("shows a document's lines in the entry's drawer too, even when only its lines changed", () => {
    const entry = {
      id: 2,
      verb: 'update',
      object_type: 'invoice',
      object_id: '5',
      before: {},
      after: {},
      lines: [{ verb: 'update', object_type: 'invoice_line', object_id: '7', object_repr: 'Router', before: { qty: 1 }, after: { qty: 3 } }],
    };
    const html = renderWithAdmin(h(LogDiff), { record: entry, resource: 'logs' });
    expect(html).toContain('1 line changed');
    expect(html).toContain('Router');
    expect(html).toContain(en.resources.invoice_lines.fields.qty);
    expect(html).not.toContain(en.resources.logs.messages.no_changes);
  });
});
