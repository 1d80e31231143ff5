// The SIM card of a DATA service (issue 25): the service form offers the SIM picker for the types
// measured on one SIM (the contract's list) and no other, and the show summary of a DATA service shows
// the SIM, linked to its page; the picker names a SIM by its ICCID, provider and customer.
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { DataProviderContext, Form, RecordContextProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { SIM_SERVICE_TYPES } from '@console/contract';
import { ServiceInputs, simOptionText } from '../src/resources/services/ServiceInputs.tsx';
import { ServiceSummary } from '../src/resources/services/ServiceFields.tsx';

const inAdmin = (child: ReturnType<typeof h>) =>
  renderToString(
    h(
      MemoryRouter,
      null,
      h(
        QueryClientProvider,
        { client: new QueryClient() },
        h(
          ThemeProvider,
          { theme: createTheme() },
          h(DataProviderContext.Provider, { value: testDataProvider() }, h(ResourceContextProvider, { value: 'services' }, child)),
        ),
      ),
    ),
  );
const form = (record: Record<string, unknown>) => inAdmin(h(Form, { record }, h(ServiceInputs)));
/** The summary's text (no i18n provider here: a field's label is its humanized source, "Sim"). */
const summary = (record: Record<string, unknown>) =>
  inAdmin(h(RecordContextProvider, { value: record as never }, h(ServiceSummary)))
    .replace(/<style[^<]*<\/style>/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ');

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
