// The header of a package's invoice preview (spec 2 §2: billing company name, invoicing address with
// name, street, zipcode, country and VAT): the seller and the buyer side by side, as the invoice will
// carry them; the server reads them from the ids the draft invoice takes (GET /packages/{id}/simulate).
import { Alert, Box, Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { BillingPreview } from '@console/contract';

const joined = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' ');

const Party = ({ title, link, name, lines, missing }: { title: string; link?: string; name?: string; lines: string[]; missing: string }) => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1 }} aria-label={translate(title)}>
      <Typography variant="overline" color="text.secondary">
        {translate(title)}
      </Typography>
      {name === undefined ? (
        <Alert severity="warning">{translate(missing)}</Alert>
      ) : (
        <>
          <Typography variant="subtitle1" sx={{ fontWeight: 'bold' }}>
            {link ? (
              <Link component={RouterLink} to={link} underline="hover" color="inherit">
                {name}
              </Link>
            ) : (
              name
            )}
          </Typography>
          {lines.map((l) => (
            <Typography key={l} variant="body2">
              {l}
            </Typography>
          ))}
        </>
      )}
    </Paper>
  );
};

export const PreviewParties = ({ preview }: { preview: BillingPreview }) => {
  const translate = useTranslate();
  const vat = (v: string | null | undefined) => (v ? translate('resources.packages.preview.vat', { vat: v }) : null);
  const box = (b: string | null | undefined) => (b ? translate('resources.packages.preview.box', { box: b }) : null);
  const c = preview.billing_company;
  const a = preview.invoicing_address;
  const lines = (values: (string | null | undefined)[]) => values.filter((v): v is string => !!v && v.trim() !== '');
  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Party
          title="resources.packages.preview.billing_company"
          missing="resources.packages.preview.no_company"
          name={c?.name}
          link={c ? `/companies/${c.id}/show` : undefined}
          lines={c ? lines([c.street, joined(c.zipcode, c.city), c.country, vat(c.vat_number)]) : []}
        />
        <Party
          title="resources.packages.preview.invoicing_address"
          missing="resources.packages.preview.no_address"
          name={a?.name}
          link={a ? `/addresses/${a.id}/show` : undefined}
          lines={a ? lines([joined(a.street, a.number, box(a.box)), a.street_bis, joined(a.zipcode, a.city), a.country, vat(a.vat)]) : []}
        />
      </Stack>
    </Box>
  );
};
