// The usage report page's summary (spec 3 §7 "Usage summary": data of key and value): the groups of
// GET /usages/summary as the server answers them, in its order, the value in GB, "none" for the
// records of no group (no pool); asked with the report's filters and the first groups only.
import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { UsageSummaryTable } from '../src/resources/usages/UsageSummaryTable.tsx';
import type { ReportFilters } from '../src/resources/usages/usageReportQuery.ts';
import { renderWithAdmin } from './support/render.ts';

const filters: ReportFilters = { start_date: '2026-01-01', end_date: '2026-01-31', source: 'telna', group_by: 'pool' };

// The server's answer already in the cache; no translations (the labels are their keys).
const render = (data: { key: string | null; value: number }[]) =>
  renderWithAdmin(h(UsageSummaryTable, { filters }), { queries: [[['usages', 'summary', filters], { data }]], i18n: null });

describe('usage summary on the report page', () => {
  it('lists the groups in the answer order with their usage, and none for records of no group', () => {
    const html = render([
      { key: 'Acme cellular pool', value: 12.5 },
      { key: null, value: 3 },
    ]);
    expect(html).toContain('resources.usages.summary.title');
    expect(html.indexOf('Acme cellular pool')).toBeGreaterThan(-1);
    expect(html.indexOf('Acme cellular pool')).toBeLessThan(html.indexOf('resources.usages.summary.none'));
    expect(html.match(/data-testid="usage-summary-row"/g)).toHaveLength(2);
  });

  it('says the period is empty when no group has usage', () => {
    expect(render([])).toContain('resources.usages.report.empty');
  });
});
