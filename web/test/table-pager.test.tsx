// The pager of the console's own tables (usage reports, satellite service summary) speaks the user's
// language as the lists' pager does (seen in French: "1–21 of 21" under a French report).
import { createElement as h } from 'react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { TablePager } from '../src/common/TablePager.tsx';
import { en } from '../src/i18n/en.ts';
import { fr } from '../src/i18n/fr.ts';
import { nl } from '../src/i18n/nl.ts';
import { renderWithAdmin, textOf } from './support/render.ts';

const inLanguage = (messages: object) => polyglotI18nProvider(() => messages as never, 'xx');
const pager = (messages: object) =>
  renderWithAdmin(h(TablePager, { count: 45, page: 1, pageSize: 20, onPageChange: () => {} }), { i18n: inLanguage(messages) });

describe('the pager of the console tables', () => {
  it('reads the range and names its buttons in the user language', () => {
    expect(textOf(pager(en))).toContain('21-40 of 45');
    expect(textOf(pager(fr))).toContain('21-40 sur 45');
    expect(pager(fr)).toContain('aria-label="Aller à la prochaine page"');
    expect(textOf(pager(nl))).toContain('21-40 van 45');
    expect(pager(nl)).toContain('aria-label="Ga naar vorige pagina"');
  });
});
