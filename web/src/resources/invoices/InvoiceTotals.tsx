// Totals by the contract's invoiceTotals (the server's and the PDF's computation): in the create
// form as the lines are typed, and from the record's stored totals on the show page.
import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatCents, invoiceTotals, type LineInput } from '@console/contract';

export const TotalsTable = ({ lines, currency }: { lines: LineInput[]; currency: string }) => {
  const translate = useTranslate();
  let totals: ReturnType<typeof invoiceTotals>;
  try {
    totals = invoiceTotals(lines.filter((l) => l && l.unit_price !== undefined && l.unit_price !== null && l.unit_price !== ''));
  } catch {
    return null;
  }
  const row = (label: string, cents: number, bold = false) => (
    <TableRow key={label}>
      <TableCell sx={{ fontWeight: bold ? 'bold' : undefined }}>{label}</TableCell>
      <TableCell align="right" sx={{ fontWeight: bold ? 'bold' : undefined }}>
        {formatCents(cents)} {currency}
      </TableCell>
    </TableRow>
  );
  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography variant="subtitle2">{translate('resources.invoices.sections.totals')}</Typography>
      <Table size="small">
        <TableBody>
          {totals.vat.map((g) =>
            row(`${translate('resources.invoice_lines.fields.vat_code')} ${g.label} (${g.vat_code}): ${formatCents(g.base_cents)}`, g.tax_cents),
          )}
          {row(translate('resources.invoices.fields.total_untaxed'), totals.total_untaxed_cents)}
          {row(translate('resources.invoices.fields.total_tax'), totals.total_tax_cents)}
          {row(translate('resources.invoices.fields.total'), totals.total_cents, true)}
        </TableBody>
      </Table>
    </Box>
  );
};

/** Live totals of the lines being typed in the invoice form. */
export const FormTotals = () => {
  const lines = (useWatch({ name: 'lines' }) as LineInput[] | undefined) ?? [];
  const currency = (useWatch({ name: 'currency' }) as string | undefined) ?? 'EUR';
  return <TotalsTable lines={lines} currency={currency} />;
};
