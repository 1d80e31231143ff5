// A stored archive reason reads as its label (issue 28): the code with the brand written in is found
// again and translated; a reason typed by hand stays as typed.
import { describe, expect, it } from 'vitest';
import { archiveReasonLabel } from '../src/common/format/ArchiveReasonField.tsx';
import { i18nProvider } from '../src/i18n/i18nProvider.ts';

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
const brand = translate('app.brand');

describe('archive reasons on lists and show pages', () => {
  it('shows the label of a code, the brand in it', () => {
    expect(archiveReasonLabel('DOA', translate)).toBe('Dead on arrival');
    expect(archiveReasonLabel(`LOST BY ${brand}`, translate)).toBe(`Lost by ${brand}`);
    expect(archiveReasonLabel('LOST BY CUSTOMER', translate)).toBe('Lost by the customer');
  });

  it('shows a reason typed by hand as it was typed', () => {
    expect(archiveReasonLabel('Fell off the truck', translate)).toBe('Fell off the truck');
  });
});
