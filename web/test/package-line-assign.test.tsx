// Assign Me on a package line (spec 2 §2, issue 25): hidden when DRAFT, and offered only on a line with
// a service, since it assigns that service (POST /services/{id}/assign, the spec's only assign call).
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { DataProviderContext, RecordContextProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { offersAssign, PackageLineAssignButton } from '../src/resources/package_lines/PackageLineAssignButton.tsx';
import type { PackageLineRecord } from '../src/resources/package_lines/types.ts';

const render = (record: Partial<PackageLineRecord>) =>
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
            h(
              ResourceContextProvider,
              { value: 'package_lines' },
              h(RecordContextProvider, { value: record as PackageLineRecord }, h(PackageLineAssignButton)),
            ),
          ),
        ),
      ),
    ),
  );

describe('Assign Me on a package line', () => {
  it('is offered past draft on a line with a service', () => {
    for (const status of ['provisioning', 'provisioned', 'shipped', 'delivered'] as const)
      expect(render({ id: 3, status, service_id: 9 })).toContain('resources.package_lines.actions.assign');
  });

  it('is hidden on a draft line', () => {
    expect(render({ id: 3, status: 'draft', service_id: 9 })).toBe('');
    expect(offersAssign({ status: 'draft', service_id: 9 })).toBe(false);
  });

  it('is hidden on a line without a service (nothing to assign)', () => {
    expect(render({ id: 3, status: 'shipped', service_id: null })).toBe('');
  });
});
