// Opt In / Opt Out on a satellite service follow the service's starlink_is_opted_into_overage, which the
// server reads from the service line (issue 25: one source for the opt-in state): an opted-in service
// offers Opt Out only, an opted-out one Opt In only, and a service on no line neither.
import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import type { ServiceRecord } from '../src/resources/services/types.ts';
import { ServiceSatelliteActions } from '../src/resources/starlink_service_lines/SatelliteServiceActions.tsx';
import { renderWithAdmin } from './support/render.ts';

// No translations: the buttons' labels are their keys.
const render = (record: Partial<ServiceRecord>) => renderWithAdmin(h(ServiceSatelliteActions), { record, resource: 'services', i18n: null });

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
