// Line providers (spec 1 §2.10, §3): the operators lines are ordered from.
import { z } from 'zod';
import { lineProviders, lines } from '../../../db/schema/index.ts';
import { requiredText, text } from '../../../platform/fields.ts';
import { defineResource } from '../../../platform/registry.ts';
import { countOf } from '../../../platform/maintained.ts';

export const lineProvidersResource = defineResource({
  name: 'line_providers',
  objectType: 'line_provider',
  table: lineProviders,
  maintained: {
    lines_count: countOf(lines, 'provider_id'),
  },
  searchable: [lineProviders.name],
  sortable: ['name', 'lines_count', 'created_at', 'updated_at'],
  createSchema: z.object({
    name: requiredText(200, 'Line provider name is required.'),
    notes: text(5000),
  }),
  repr: (row) => row.name,
  exportColumns: [
    { key: 'id', header: 'ID', width: 8 },
    { key: 'name', header: 'Name', width: 24 },
    { key: 'lines_count', header: 'Lines', width: 8 },
    { key: 'notes', header: 'Notes', width: 40 },
    { key: 'created_at', header: 'Created', width: 20 },
    { key: 'updated_at', header: 'Updated', width: 20 },
  ],
});
