// The SIM card of a DATA service (issue 25): the service form offers the SIM picker for the types
// measured on one SIM (the contract's list) and no other, and the show summary of a DATA service shows
// the SIM, linked to its page; the picker names a SIM by its ICCID, provider and customer.
import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { SIM_SERVICE_TYPES } from '@console/contract';
import { ServiceSummary } from '../src/resources/services/ServiceFields.tsx';
import { ServiceInputs, simOptionText } from '../src/resources/services/ServiceInputs.tsx';
import { renderWithAdmin, textOf } from './support/render.ts';

const form = (record: Record<string, unknown>) => renderWithAdmin(h(ServiceInputs), { form: record, resource: 'services', i18n: null });
/** The summary's text (no i18n provider here: a field's label is its humanized source, "Sim"). */
const summary = (record: Record<string, unknown>) =>
  textOf(renderWithAdmin(h(ServiceSummary), { record, resource: 'services', i18n: null })).replace(/\s+/g, ' ');

describe('the SIM card of a service', () => {
  it('is offered on the form of a DATA service only', () => {
    expect(SIM_SERVICE_TYPES).toEqual(['data']);
    const picker = 'name="sim_id"';
    const data = form({ id: 3, type: 'data', status: 'DRAFT', frequency: 'monthly' });
    expect(data).toContain(picker);
    expect(data).toContain('resources.services.helpers.sim_id');
    for (const type of ['sdwan', 'line', 'data_pool', 'starlink']) expect(form({ id: 3, type, status: 'DRAFT', frequency: 'monthly' })).not.toContain(picker);
  });

  it('is shown on the summary of a DATA service', () => {
    expect(summary({ id: 3, type: 'data', frequency: 'monthly', sim_id: 12, sim_iccid: '8944500000000000012' })).toContain(
      'resources.services.sections.network Sim resources.services.sections.data',
    );
    expect(summary({ id: 4, type: 'line', frequency: 'monthly' })).not.toContain(' Sim ');
  });

  it('is named by its ICCID, provider and customer in the picker', () => {
    expect(simOptionText({ iccid: '8944500000000000012', provider_name: 'Telna', customer_name: 'Festival Org' })).toBe(
      '8944500000000000012 · Telna · Festival Org',
    );
    expect(simOptionText({ iccid: '8944500000000000013', provider_name: null })).toBe('8944500000000000013');
    expect(simOptionText(undefined)).toBe('');
  });
});
