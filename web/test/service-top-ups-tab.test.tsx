// The Top-ups tab of a STARLINK service (issue 25, spec 2 §2, §3): the count and total of the 50 GB
// blocks through the house's GB format, and each block of top_up_blocks_history (source, data amount,
// start and expiration dates), newest first; a service without a top-up says so.
import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { ServiceTopUps } from '../src/resources/services/ServiceTopUpsTab.tsx';
import type { ServiceRecord } from '../src/resources/services/types.ts';
import { renderWithAdmin } from './support/render.ts';

// No translations: the labels are their keys.
const render = (record: Partial<ServiceRecord>) => renderWithAdmin(h(ServiceTopUps), { record, resource: 'services', i18n: null });

describe('Top-ups tab of a STARLINK service', () => {
  it('shows the total in GB and each block, newest first', () => {
    const html = render({
      id: 1,
      type: 'starlink',
      top_up_blocks_count: 2,
      top_up_blocks_total_data: 100,
      top_up_blocks_history: [
        { source: 'console', data_amount: 50, start_date: '2026-10-03', expiration_date: '2026-10-31' },
        { source: 'console', data_amount: 50, start_date: '2026-11-12', expiration_date: '2026-11-30' },
      ],
    });
    expect(html).toContain('100.00 GB');
    expect(html.match(/50\.00 GB/g)).toHaveLength(2);
    expect(html).toContain('resources.services.top_ups.data_amount');
    const newer = html.indexOf('12/11/2026');
    const older = html.indexOf('03/10/2026');
    expect(newer).toBeGreaterThan(-1);
    expect(older).toBeGreaterThan(newer);
    expect(html).toContain('30/11/2026');
    expect(html).not.toContain('resources.services.top_ups.none');
  });

  it('says when there is no top-up yet', () => {
    const html = render({ id: 2, type: 'starlink', top_up_blocks_count: 0, top_up_blocks_total_data: 0, top_up_blocks_history: [] });
    expect(html).toContain('resources.services.top_ups.none');
  });
});
