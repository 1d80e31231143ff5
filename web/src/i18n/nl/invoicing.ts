// Dutch messages the invoicing area added to the shell (app.ts): the activity log's object types.
// Typed as the English ones, so a missing or extra key fails the typecheck.
import type { appMessages } from '../app.ts';

type ObjectTypes = Pick<typeof appMessages.app.object_types, 'invoice' | 'invoice_line'>;

export const invoicingObjectTypes: ObjectTypes = { invoice: 'Factuur', invoice_line: 'Factuurregel' };
