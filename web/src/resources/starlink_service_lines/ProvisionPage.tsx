// Satellite provisioning (spec 3 §2, §5): account, product, terminal (primary and optional secondary:
// the account's available ones), name, full address, region code, postal code, locality, latitude and
// longitude, all required but the secondary terminal. The server's message is notified; on success the
// new service line opens. Submit failures are logged (spec 3 §8) and shown as a warning.
import { useEffect, useState } from 'react';
import { Card, CardContent } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Form, NumberInput, required, SaveButton, SelectInput, TextInput, Title, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormRow } from '../../common/FormSection.tsx';
import { requestJson } from '../../providers/api.ts';

interface Choices<T> {
  results?: T[];
}
const KEY = 'resources.starlink_service_lines.provision';
const useLive = <T,>(path: string, query: Record<string, unknown>, enabled: boolean) =>
  useQuery({ queryKey: ['starlink', path, query], queryFn: () => requestJson<Choices<T>>(`starlink/${path}`, { query }), enabled, retry: false });

const ProvisionInputs = () => {
  const translate = useTranslate();
  const account = useWatch({ name: 'account_number' }) as string | undefined;
  const primary = useWatch({ name: 'user_terminal_id' }) as string | undefined;
  const { setValue } = useFormContext();
  const accounts = useLive<{ accountNumber: string; accountName: string; regionCode: string | null }>('accounts', {}, true);
  const products = useLive<{ productReferenceId: string; name: string }>('products', { account_number: account }, Boolean(account));
  const terminals = useLive<{ userTerminalId: string; kitSerialNumber: string | null }>(
    'terminals',
    { account_number: account, available: true },
    Boolean(account),
  );
  // A new account: its own products and terminals, and its region as the default region code.
  useEffect(() => {
    setValue('product_id', null);
    setValue('user_terminal_id', null);
    setValue('user_terminal_id_secondary', null);
    const region = accounts.data?.results?.find((a) => a.accountNumber === account)?.regionCode;
    if (region) setValue('region_code', region);
  }, [account, accounts.data, setValue]);
  const terminalChoices = (terminals.data?.results ?? []).map((t) => ({
    id: t.userTerminalId,
    name: t.kitSerialNumber ? `${t.kitSerialNumber} (${t.userTerminalId})` : t.userTerminalId,
  }));
  const t = (k: string) => translate(`${KEY}.${k}`);
  return (
    <>
      <FormRow>
        <SelectInput
          source="account_number"
          label={t('account')}
          choices={(accounts.data?.results ?? []).map((a) => ({ id: a.accountNumber, name: `${a.accountName} (${a.accountNumber})` }))}
          validate={required()}
          fullWidth
        />
        <SelectInput
          source="product_id"
          label={t('product')}
          choices={(products.data?.results ?? []).map((p) => ({ id: p.productReferenceId, name: p.name }))}
          validate={required()}
          disabled={!account}
          fullWidth
        />
      </FormRow>
      <FormRow>
        <SelectInput
          source="user_terminal_id"
          label={t('terminal')}
          choices={terminalChoices}
          validate={required()}
          disabled={!account}
          helperText={account && terminals.data && terminalChoices.length === 0 ? t('no_terminal') : undefined}
          fullWidth
        />
        <SelectInput
          source="user_terminal_id_secondary"
          label={t('terminal_secondary')}
          choices={terminalChoices.filter((c) => c.id !== primary)}
          disabled={!account}
          emptyText="-"
          fullWidth
        />
      </FormRow>
      <TextInput source="name" label={t('name')} validate={required()} fullWidth />
      <TextInput source="address" label={t('address')} validate={required()} multiline fullWidth />
      <FormRow>
        <TextInput source="postal_code" label={t('postal_code')} validate={required()} fullWidth />
        <TextInput source="locality" label={t('locality')} validate={required()} fullWidth />
        <TextInput source="region_code" label={t('region_code')} validate={required()} fullWidth />
      </FormRow>
      <FormRow>
        <NumberInput source="latitude" label={t('latitude')} validate={required()} min={-90} max={90} step={0.0001} fullWidth />
        <NumberInput source="longitude" label={t('longitude')} validate={required()} min={-180} max={180} step={0.0001} fullWidth />
      </FormRow>
    </>
  );
};

export const ProvisionPage = () => {
  const notify = useNotify();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={`${KEY}.title`} />
      <CardContent>
        <Form
          onSubmit={async (values: Record<string, unknown>) => {
            setSaving(true);
            try {
              const answer = await requestJson<{ success: boolean; message: string; id?: number }>('starlink/provision', { method: 'POST', body: values });
              notify(answer.message, { type: 'info' });
              if (answer.id) navigate(`/starlink_service_lines/${answer.id}/show`);
            } catch (error) {
              console.error('provisioning failed', error);
              notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'warning' });
            } finally {
              setSaving(false);
            }
          }}
        >
          <ProvisionInputs />
          <SaveButton label={`${KEY}.submit`} disabled={saving} alwaysEnable />
        </Form>
      </CardContent>
    </Card>
  );
};
