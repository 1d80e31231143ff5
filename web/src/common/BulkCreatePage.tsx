// The bulk-create screens (SIM cards, IPs, product items; spec 2 §7, §8): a list typed one per line
// plus the shared values, a Dry run that lists what would be created and what already exists, then
// Create. Submit is possible only when the list is filled.
import { useState, type ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import { Button, Form, ResourceContextProvider, TextInput, Title, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useConsoleDataProvider } from '../providers/dataProvider.ts';
import { linesOf } from './listText.ts';
import { LinkButton } from './LinkButton.tsx';

export interface BulkCreateAnswer {
  created: unknown[];
  existing: unknown[];
}

export interface BulkCreatePageProps {
  /** The resource created: field labels read resources.<resource>.fields.<source>. */
  resource: string;
  /** i18n key of the page title. */
  title: string;
  /** API path of the bulk call, e.g. simcards/bulk. */
  path: string;
  /** Name of the multi-line field (also its label key under `resources.<resource>.fields`). */
  refsSource: string;
  /** Builds the request body from the form values, the parsed list and the dry flag. */
  toPayload: (values: Record<string, any>, refs: string[], dry: boolean) => Record<string, unknown>;
  defaultValues?: Record<string, unknown>;
  /** Shared values (type, provider, product...). */
  children?: ReactNode;
  /** How one created or existing item is named in the result lists. */
  itemLabel?: (item: unknown) => string;
}

const defaultLabel = (item: unknown): string => {
  if (item === null || typeof item !== 'object') return String(item);
  const r = item as Record<string, unknown>;
  return String(r.iccid ?? r.serial ?? r.address ?? r.ref ?? r.name ?? r.id ?? JSON.stringify(r));
};

/** Accepts {created, existing} at the top level or under results. */
export function bulkAnswer(body: unknown): BulkCreateAnswer {
  const b = (body ?? {}) as Record<string, any>;
  const source = b.results && !Array.isArray(b.results) ? b.results : b;
  const list = (v: unknown) => (Array.isArray(v) ? v : typeof v === 'number' ? Array.from({ length: v }) : []);
  return { created: list(source.created), existing: list(source.existing) };
}

const ResultList = ({ title, items, label, color }: { title: string; items: unknown[]; label: (i: unknown) => string; color: 'success' | 'default' }) => (
  <Box sx={{ mb: 2 }}>
    <Typography variant="subtitle2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    <Stack direction="row" useFlexGap flexWrap="wrap" spacing={0.5}>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the items have no id of their own (their shape depends on the resource), and the list is shown once, never reordered
        <Chip key={i} size="small" color={color} variant="outlined" label={label(item)} />
      ))}
    </Stack>
  </Box>
);

const Buttons = ({ onRun, busy, refsSource }: { onRun: (values: Record<string, any>, dry: boolean) => void; busy: boolean; refsSource: string }) => {
  const text = useWatch({ name: refsSource });
  const { handleSubmit } = useFormContext();
  const empty = linesOf(text).length === 0;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
      <Button label="app.bulk.dry_run" variant="outlined" disabled={busy || empty} onClick={handleSubmit((values) => onRun(values, true))}>
        <PlaylistAddCheckIcon />
      </Button>
      <Button label="app.bulk.create" variant="contained" disabled={busy || empty} onClick={handleSubmit((values) => onRun(values, false))}>
        <PlaylistAddIcon />
      </Button>
    </Stack>
  );
};

export const BulkCreatePage = ({ resource, title, path, refsSource, toPayload, defaultValues, children, itemLabel = defaultLabel }: BulkCreatePageProps) => {
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<(BulkCreateAnswer & { dry: boolean }) | null>(null);

  const run = async (formValues: Record<string, any>, dry: boolean) => {
    setBusy(true);
    try {
      const refs = linesOf(formValues[refsSource]);
      const answer = bulkAnswer(await dataProvider.post(path, toPayload(formValues, refs, dry)));
      setResult({ ...answer, dry });
      if (!dry) {
        notify('app.bulk.created', { type: 'info', messageArgs: { smart_count: answer.created.length } });
        if (answer.existing.length) notify('app.bulk.existing', { type: 'warning', messageArgs: { smart_count: answer.existing.length } });
      }
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ResourceContextProvider value={resource}>
      <Box sx={{ mt: 2 }}>
        <Title title={title} />
        <Card>
          <CardContent>
            <Typography variant="h6" gutterBottom>
              {translate(title)}
            </Typography>
            <Form defaultValues={defaultValues} onSubmit={() => undefined}>
              <Box sx={{ maxWidth: 720 }}>
                {children}
                <TextInput source={refsSource} multiline minRows={8} helperText="app.bulk.one_per_line" />
                <Buttons onRun={(values, dry) => void run(values, dry)} busy={busy} refsSource={refsSource} />
              </Box>
            </Form>
            {result && (
              <Box sx={{ mt: 3 }}>
                {result.dry && (
                  <Alert severity="info" sx={{ mb: 2 }}>
                    {translate('app.bulk.dry_run_note')}
                  </Alert>
                )}
                <ResultList
                  title={translate(result.dry ? 'app.bulk.would_create' : 'app.bulk.created', { smart_count: result.created.length })}
                  items={result.created}
                  label={itemLabel}
                  color="success"
                />
                <ResultList
                  title={translate('app.bulk.existing', { smart_count: result.existing.length })}
                  items={result.existing}
                  label={itemLabel}
                  color="default"
                />
              </Box>
            )}
          </CardContent>
        </Card>
      </Box>
    </ResourceContextProvider>
  );
};

/** The list's "Bulk create" button, to /{resource}/bulk-create. */
export const BulkCreateLink = ({ resource, label = 'app.bulk.title' }: { resource: string; label?: string }) => (
  <LinkButton label={label} to={`/${resource}/bulk-create`}>
    <PlaylistAddIcon />
  </LinkButton>
);
