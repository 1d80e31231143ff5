// A stored archive reason shown through its label (issue 28): the reason is stored as its code with the
// brand written in ("LOST BY ACME"), so the code is found again by putting the brand back; a reason
// typed by hand (no code matches) is shown as stored.
import { Typography } from '@mui/material';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { codeMessages } from '../../i18n/codes.ts';

const REASON_CODES = Object.keys(codeMessages.archive_reasons);

/** The label of a stored reason in the user's language, or the reason as stored. */
export function archiveReasonLabel(stored: string, translate: (key: string, options?: Record<string, unknown>) => string): string {
  const brand = translate('app.brand');
  const code = REASON_CODES.find((c) => c.replaceAll('{brand}', brand) === stored);
  return code ? translate(`codes.archive_reasons.${code}`, { brand, _: stored }) : stored;
}

export const ArchiveReasonField = ({ emptyText = '-', ...props }: FieldProps & { emptyText?: string }) => {
  const translate = useTranslate();
  const value = useFieldValue({ source: props.source as string, record: props.record });
  const text = value === null || value === undefined || value === '' ? emptyText : archiveReasonLabel(String(value), translate);
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
};
