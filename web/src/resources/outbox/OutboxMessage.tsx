// One outgoing message as it was written: headers, then the text body (and the HTML version, shown
// in a sandbox so that nothing in it runs), so admins can read mail when no SMTP server is set.
import { Box, Divider, Typography } from '@mui/material';
import { Labeled, TextField, useRecordContext, useTranslate } from 'react-admin';
import { DateField } from '../../common/format/fields.tsx';
import { ChannelField, OutboxStatusField } from './OutboxFields.tsx';

export const OutboxMessage = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ pt: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
        <Labeled source="recipient" resource="outbox">
          <TextField source="recipient" />
        </Labeled>
        <Labeled source="channel" resource="outbox">
          <ChannelField />
        </Labeled>
        <Labeled source="status" resource="outbox">
          <OutboxStatusField />
        </Labeled>
        <Labeled source="created_at" resource="outbox">
          <DateField source="created_at" showTime />
        </Labeled>
        <Labeled source="sent_at" resource="outbox">
          <DateField source="sent_at" showTime emptyText="-" />
        </Labeled>
        {record.attempts > 0 && (
          <Labeled source="attempts" resource="outbox">
            <TextField source="attempts" />
          </Labeled>
        )}
        {record.next_attempt_at && (
          <Labeled source="next_attempt_at" resource="outbox">
            <DateField source="next_attempt_at" showTime />
          </Labeled>
        )}
      </Box>
      {record.error && (
        <Labeled source="error" resource="outbox">
          <TextField source="error" color="error" />
        </Labeled>
      )}
      <Labeled source="subject" resource="outbox" sx={{ mt: 1 }}>
        <TextField source="subject" emptyText="-" sx={{ fontWeight: 600 }} />
      </Labeled>
      <Divider sx={{ my: 1.5 }} />
      <Typography
        component="pre"
        variant="body2"
        aria-label={translate('resources.outbox.fields.body')}
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'monospace', m: 0 }}
      >
        {record.body}
      </Typography>
      {record.html && (
        <>
          <Typography variant="overline" color="text.secondary" component="h3" sx={{ display: 'block', mt: 2 }}>
            {translate('resources.outbox.fields.html')}
          </Typography>
          <Box
            component="iframe"
            title={translate('resources.outbox.fields.html')}
            sandbox=""
            srcDoc={record.html}
            sx={{ width: '100%', height: 420, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
          />
        </>
      )}
    </Box>
  );
};
