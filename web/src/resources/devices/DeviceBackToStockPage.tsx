// /devices/{id}/back-to-stock (spec 2 §2): the form, then in its place the summary of what was done.
// The request fetches the last usage and mails the report, so it takes a while: the form shows its
// progress and stays usable; a device with a commitment date asks for confirmation first.
import { useState } from 'react';
import { Alert, Box, Card, CardContent, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router-dom';
import {
  BooleanInput,
  Button,
  Confirm,
  Form,
  Loading,
  SaveButton,
  SelectInput,
  TextInput,
  Title,
  Toolbar,
  useGetOne,
  useNotify,
  useTranslate,
} from 'react-admin';
import { DateInput } from '../../common/format/DateInputs.tsx';
import { BACK_TO_STOCK_REASONS } from '@console/contract';
import { FormRow } from '../../common/FormSection.tsx';
import { useFormat } from '../../common/format/useFormat.ts';
import { LinkButton } from '../../common/LinkButton.tsx';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { STOCK_SITE_ID } from './choices.ts';
import { SiteInput } from './DeviceReferenceInputs.tsx';

const reasonChoices = BACK_TO_STOCK_REASONS.map((id) => ({ id, name: `codes.move_reasons.${id}` }));
const today = () => new Date().toISOString().slice(0, 10);

interface Summary {
  name: string | null;
  serial: string;
  disassemble: boolean;
  reason: string | null;
  product: string | null;
  ic_name: string | null;
  customer: string | null;
  site: string | null;
  last_total_usage: number | null;
  current_month_usage: number | null;
  ic_server: string | null;
  ic_organization: string | null;
  ops_sim_cards: { id: number; iccid: string; provider: string | null; supplier: string | null; carrier: string | null }[];
  lines: { id: number; subscription: string | null; provider: string | null }[];
  checklist: string[];
}

const SummaryView = ({ summary, deviceId }: { summary: Summary; deviceId: number }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.devices.back_to_stock.${key}`);
  const { gb } = useFormat();
  const rows: [string, string | null][] = [
    ['name', summary.name],
    ['serial', summary.serial],
    ['disassemble', translate(summary.disassemble ? 'ra.boolean.true' : 'ra.boolean.false')],
    ['reason', summary.reason],
    ['product', summary.product],
    ['ic_name', summary.ic_name],
    ['customer', summary.customer],
    ['site', summary.site],
    ['last_total_usage', gb(summary.last_total_usage)],
    ['current_month_usage', gb(summary.current_month_usage)],
    ['ic_server', summary.ic_server],
    ['ic_organization', summary.ic_organization],
  ];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Alert severity="success">{t('done')}</Alert>
      <Table size="small" sx={{ maxWidth: 640 }}>
        <TableBody>
          {rows.map(([key, value]) => (
            <TableRow key={key}>
              <TableCell component="th" sx={{ fontWeight: 600 }}>
                {t(`summary.${key}`)}
              </TableCell>
              <TableCell>{value ?? '-'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle1">{t('removed_sims')}</Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            {['iccid', 'provider', 'supplier', 'carrier'].map((c) => (
              <TableCell key={c}>{t(`sim.${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.ops_sim_cards.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>{t('none')}</TableCell>
            </TableRow>
          )}
          {summary.ops_sim_cards.map((s) => (
            <TableRow key={s.id}>
              <TableCell>{s.iccid}</TableCell>
              <TableCell>{s.provider}</TableCell>
              <TableCell>{s.supplier}</TableCell>
              <TableCell>{s.carrier}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle1">{t('detached_lines')}</Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('line.subscription')}</TableCell>
            <TableCell>{t('line.provider')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.lines.length === 0 && (
            <TableRow>
              <TableCell colSpan={2}>{t('none')}</TableCell>
            </TableRow>
          )}
          {summary.lines.map((l) => (
            <TableRow key={l.id}>
              <TableCell>{l.subscription}</TableCell>
              <TableCell>{l.provider}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle1">{t('checklist')}</Typography>
      <ol style={{ marginTop: 0 }}>
        {summary.checklist.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
      <Box>
        <LinkButton label="resources.devices.back_to_stock.open_device" to={`/devices/${deviceId}/show`} />
      </Box>
    </Box>
  );
};

export const DeviceBackToStockPage = () => {
  const { id } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useConsoleDataProvider();
  const { data: device, isPending } = useGetOne('devices', { id: id! });
  const [working, setWorking] = useState(false);
  const [summary, setSummary] = useState<Summary | null>(null);
  const [pending, setPending] = useState<Record<string, any> | null>(null);
  if (isPending) return <Loading />;
  if (!device) return null;
  const title = translate('resources.devices.back_to_stock.title', { name: device.name ?? device.serial });

  const send = async (values: Record<string, any>) => {
    setWorking(true);
    try {
      const form = {
        ...values,
        disassemble: String(Boolean(values.disassemble)),
        missing_or_broken_accessories: String(Boolean(values.missing_or_broken_accessories)),
      };
      const answer = await dataProvider.action('devices', device.id, 'back_to_stock', {
        form: Object.fromEntries(Object.entries(form).filter(([, v]) => v !== null && v !== '')),
      });
      if (answer?.success === false) {
        notify('resources.devices.back_to_stock.failed', { type: 'warning' });
        return;
      }
      setSummary(answer as Summary);
      notify('resources.devices.back_to_stock.done', { type: 'info' });
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'resources.devices.back_to_stock.failed', { type: 'warning' });
    } finally {
      setWorking(false);
    }
  };
  const submit = (values: Record<string, any>) => (device.commitment_date ? setPending(values) : send(values));

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {title}
        </Typography>
        {summary ? (
          <SummaryView summary={summary} deviceId={device.id as number} />
        ) : device.in_stock ? (
          <Alert severity="info" action={<Button label="ra.action.back" onClick={() => navigate(`/devices/${device.id}/show`)} />}>
            {translate('resources.devices.back_to_stock.already_in_stock')}
          </Alert>
        ) : (
          <Form
            onSubmit={submit}
            defaultValues={{ site_id: STOCK_SITE_ID, disassemble: true, missing_or_broken_accessories: false, date: today(), reason: null, notes: '' }}
          >
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('resources.devices.back_to_stock.help')}
            </Alert>
            <FormRow>
              <TextInput
                source="commitment_date"
                label="resources.devices.back_to_stock.commitment_date"
                defaultValue={device.commitment_date ?? ''}
                readOnly
              />
              <SiteInput source="site_id" label="resources.devices.back_to_stock.site_id" siteFilter={{ is_stock: true }} />
            </FormRow>
            <FormRow>
              <BooleanInput source="disassemble" label="resources.devices.back_to_stock.disassemble" />
              <BooleanInput source="missing_or_broken_accessories" label="resources.devices.back_to_stock.missing_or_broken_accessories" />
            </FormRow>
            <FormRow>
              <DateInput source="date" label="resources.devices.back_to_stock.date" />
              <SelectInput source="reason" label="resources.devices.back_to_stock.reason" choices={reasonChoices} />
            </FormRow>
            <TextInput
              source="notes"
              label="resources.devices.back_to_stock.notes"
              helperText="resources.devices.back_to_stock.notes_help"
              multiline
              fullWidth
            />
            {working && (
              <Box sx={{ my: 2 }}>
                <LinearProgress />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {translate('resources.devices.back_to_stock.working')}
                </Typography>
              </Box>
            )}
            <Toolbar>
              <SaveButton label="resources.devices.action.back_to_stock" disabled={working} alwaysEnable={!working} />
            </Toolbar>
          </Form>
        )}
        <Confirm
          isOpen={pending !== null}
          title="resources.devices.back_to_stock.title"
          titleTranslateOptions={{ name: device.name ?? device.serial }}
          content="resources.devices.back_to_stock.commitment_confirm"
          onConfirm={() => {
            const values = pending!;
            setPending(null);
            void send(values);
          }}
          onClose={() => setPending(null)}
        />
      </CardContent>
    </Card>
  );
};
