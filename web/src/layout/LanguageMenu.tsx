// The language switch (issue 28) in the app bar and on the sign-in page: EN / FR / NL at one click,
// not only under user menu -> Account. In the app bar the choice is also remembered on the account
// (PUT /account locale, decision 0026); on the sign-in page it is kept until the sign-in, then saved
// to the account instead of being replaced by the account's remembered language.
import { useState } from 'react';
import { Button, Menu, MenuItem, Tooltip } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useQueryClient } from '@tanstack/react-query';
import { useGetIdentity, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { LOCALES, type Locale } from '@console/contract';
import { type ConsoleDataProvider, useConsoleDataProvider } from '../providers/dataProvider.ts';

/** A language picked on the sign-in page, waiting for the account of whoever signs in. */
let chosenBeforeSignIn: Locale | undefined;
export const choiceBeforeSignIn = (): Locale | undefined => chosenBeforeSignIn;
export const clearChoiceBeforeSignIn = () => {
  chosenBeforeSignIn = undefined;
};

interface AccountFields {
  email: string;
  firstname: string;
  lastname: string;
}

/** PUT /account takes the spec's whole body: the fields as they are, and the new language. */
export async function saveAccountLocale(dataProvider: ConsoleDataProvider, locale: Locale): Promise<void> {
  const { email, firstname, lastname } = await dataProvider.get<AccountFields>('account');
  await dataProvider.put('account', { email, firstname, lastname, locale });
}

export const LanguageMenu = ({ onChosen }: { onChosen?: (locale: Locale) => void }) => {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (next: Locale) => {
    setAnchor(null);
    if (next === locale) return;
    setLocale(next);
    onChosen?.(next);
  };
  return (
    <>
      <Tooltip title={translate('app.language.choose')}>
        <Button
          color="inherit"
          size="small"
          startIcon={<TranslateIcon />}
          aria-label={translate('app.language.choose')}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ minWidth: 0, fontWeight: 600 }}
        >
          {locale.toUpperCase()}
        </Button>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LOCALES.map((id) => (
          <MenuItem key={id} selected={id === locale} lang={id} onClick={() => choose(id)}>
            {translate(`app.locales.${id}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

/** The app bar's switch: the choice is saved on the account, so it follows the person. */
export const AccountLanguageMenu = () => {
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { refetch } = useGetIdentity();
  const save = (locale: Locale) =>
    saveAccountLocale(dataProvider, locale)
      .then(() => {
        void queryClient.invalidateQueries({ queryKey: ['account'] });
        void refetch();
      })
      .catch(() => notify('app.language.not_saved', { type: 'warning' }));
  return <LanguageMenu onChosen={save} />;
};

/** The sign-in page's switch: kept for the account of whoever signs in next. */
export const SignInLanguageMenu = () => (
  <LanguageMenu
    onChosen={(locale) => {
      chosenBeforeSignIn = locale;
    }}
  />
);
