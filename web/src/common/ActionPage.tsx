// A record's action on its own route (spec 2 §2: /services/{id}/provision, /ship, /deliver,
// /packages/{id}/start...): loads the record, refuses when the action is not allowed in its current
// state, submits the form to POST /{resource}/{id}/{action} and returns to the show page.
import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import {
  Button,
  Form,
  Loading,
  RecordContextProvider,
  ShowButton,
  Title,
  useGetOne,
  useGetRecordRepresentation,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { useConsoleDataProvider } from '../providers/dataProvider.ts';
import { useRunAction } from './useRunAction.ts';

export interface ActionPageProps {
  resource: string;
  /** The action route name: POST /{resource}/{id}/{action}. */
  action: string;
  /** i18n key of the page title (receives the record's name as %{name}). */
  title: string;
  /** Whether the record's current state allows the action. */
  allowed: (record: RaRecord) => boolean;
  /** i18n key shown when it does not. */
  notAllowed: string;
  success: string;
  failure: string;
  defaultValues?: (record: RaRecord) => Record<string, unknown>;
  /** The payload from the form values (the form also holds the record's fields). */
  toBody: (values: Record<string, any>, record: RaRecord) => Record<string, unknown>;
  /** Multipart form data instead of JSON (spec "form data" payloads). */
  multipart?: boolean;
  submitLabel?: string;
  /** Inputs; may read the record from context. */
  children: ReactNode;
}

export const ActionPage = ({
  resource,
  action,
  title,
  allowed,
  notAllowed,
  success,
  failure,
  defaultValues,
  toBody,
  multipart,
  submitLabel = 'ra.action.confirm',
  children,
}: ActionPageProps) => {
  const { id } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useConsoleDataProvider();
  const represent = useGetRecordRepresentation(resource);
  const { run, loading } = useRunAction();
  const { data: record, isPending, error } = useGetOne(resource, { id: id! }, { enabled: !!id });
  if (isPending) return <Loading />;
  if (error || !record) return <Alert severity="error">{translate('ra.notification.item_doesnt_exist')}</Alert>;
  const name = represent(record);
  // react-admin's Form lays the record over the default values: the action's defaults go on top.
  const initial = defaultValues?.(record) ?? {};
  const submit = async (values: Record<string, any>) => {
    const payload = toBody(values, record);
    const done = await run(() => dataProvider.action(resource, record.id, action, multipart ? { form: payload } : { body: payload }), { success, failure });
    if (done !== undefined) navigate(`/${resource}/${record.id}/show`);
  };
  return (
    <RecordContextProvider value={record}>
      <Title title={translate(title, { name })} />
      <Card sx={{ mt: 2, maxWidth: 960 }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
            <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
              {translate(title, { name })}
            </Typography>
            <ShowButton resource={resource} record={record} />
          </Box>
          {allowed(record) ? (
            <Form record={{ ...record, ...initial }} defaultValues={initial} onSubmit={submit}>
              <Box sx={{ display: 'flex', flexDirection: 'column', maxWidth: 640 }}>{children}</Box>
              <Button label={submitLabel} type="submit" variant="contained" disabled={loading} sx={{ mt: 2 }} />
            </Form>
          ) : (
            <Alert severity="info">{translate(notAllowed, { status: record.status })}</Alert>
          )}
        </CardContent>
      </Card>
    </RecordContextProvider>
  );
};

/** Today as YYYY-MM-DD in the browser's calendar (spec 2 §9: dates default to today). */
export const today = (): string => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};
