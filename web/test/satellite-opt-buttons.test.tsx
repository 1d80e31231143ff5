// Opt In / Opt Out on a satellite service follow the service's starlink_is_opted_into_overage, which the
// server reads from the service line (issue 25: one source for the opt-in state): an opted-in service
// offers Opt Out only, an opted-out one Opt In only, and a service on no line neither.
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { DataProviderContext, RecordContextProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ServiceSatelliteActions } from '../src/resources/starlink_service_lines/SatelliteServiceActions.tsx';
import type { ServiceRecord } from '../src/resources/services/types.ts';

const render = (record: Partial<ServiceRecord>) =>
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
          h(
            DataProviderContext.Provider,
            { value: testDataProvider() },
            h(ResourceContextProvider, { value: 'services' }, h(RecordContextProvider, { value: record as ServiceRecord }, h(ServiceSatelliteActions))),
          ),
        ),
      ),
    ),
  );

const KEY = 'resources.starlink_service_lines.service_actions';
const offered = (html: string) => ({ optin: html.includes(`${KEY}.optin`), optout: html.includes(`${KEY}.optout`) });

describe('opt-in buttons of a satellite service', () => {
  it('offer Opt Out only on an opted-in service', () => {
    const html = render({ id: 1, type: 'starlink_data_pool', starlink_service_line_id: 5, starlink_is_opted_into_overage: true });
    expect(offered(html)).toEqual({ optin: false, optout: true });
  });

  it('offer Opt In only on an opted-out service', () => {
    const html = render({ id: 1, type: 'starlink_data_pool', starlink_service_line_id: 5, starlink_is_opted_into_overage: false });
    expect(offered(html)).toEqual({ optin: true, optout: false });
  });

  it('offer neither on a service without a service line', () => {
    expect(render({ id: 1, type: 'starlink', starlink_service_line_id: null, starlink_is_opted_into_overage: false })).toBe('');
  });
});
