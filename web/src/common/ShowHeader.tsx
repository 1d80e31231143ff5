// The header of a show page: record name, status chips, and the page's action buttons. At phone
// width the actions fold behind one labelled "Actions" button into a panel of labelled buttons
// (react-admin shows a bare icon for a button on a phone: a row of a dozen icons nobody can read).
import { useState, type ReactNode } from 'react';
import { Box, Button as MuiButton, Collapse, Stack, ThemeProvider, Typography, useMediaQuery, type Theme } from '@mui/material';
import { unstable_createBreakpoints as createBreakpoints } from '@mui/material/styles';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { TopToolbar, useGetRecordRepresentation, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { StatusChips } from './StatusChips.tsx';

export interface ShowHeaderProps {
  /** Action buttons (Edit, Archive, Impersonate...), shown on the right. */
  children?: ReactNode;
  /** Extra content after the chips (links, badges). */
  extra?: ReactNode;
}

/**
 * The page's theme with no breakpoint above zero: react-admin's buttons then never take the phone
 * (icon-only) form inside the panel, and show their labels.
 */
// The breakpoint helpers are rebuilt: they close over their values, so changing the values alone does nothing.
const labelledButtons = (outer: Theme): Theme => ({ ...outer, breakpoints: createBreakpoints({ values: { xs: 0, sm: 0, md: 0, lg: 0, xl: 0 } }) });

/** The actions behind one labelled button; the panel stays mounted so the dialogs its buttons open stay open. */
const PhoneActions = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ width: '100%' }}>
      <MuiButton
        variant="outlined"
        size="small"
        startIcon={<MoreVertIcon />}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        data-testid="phone-actions"
      >
        {translate('app.action.actions')}
      </MuiButton>
      <Collapse in={open}>
        <ThemeProvider theme={labelledButtons}>
          <Stack alignItems="flex-start" spacing={0.5} sx={{ pt: 1 }} data-testid="phone-actions-panel">
            {children}
          </Stack>
        </ThemeProvider>
      </Collapse>
    </Box>
  );
};

/** Use as `<Show actions={<ShowHeader>...</ShowHeader>}>`. */
export const ShowHeader = ({ children, extra }: ShowHeaderProps) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const represent = useGetRecordRepresentation(resource);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, width: '100%', flexWrap: 'wrap', pt: 2, pb: 1 }}>
      {/* The name keeps its width: when the actions do not fit beside it (French and Dutch labels), they
          wrap to a row of their own instead of cutting the name to a few letters. */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', flex: '1 0 auto', maxWidth: '100%', minWidth: 0 }}>
        {record && (
          <Typography variant="h5" component="h1" noWrap>
            {represent(record)}
          </Typography>
        )}
        <StatusChips />
        {extra}
      </Box>
      {phone && children ? <PhoneActions>{children}</PhoneActions> : <TopToolbar sx={{ p: 0, minHeight: 'auto' }}>{children}</TopToolbar>}
    </Box>
  );
};
