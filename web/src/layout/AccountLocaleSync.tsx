// Applies the signed-in user's remembered language (GET /account locale, decision 0026) when it
// differs from the browser's: the language follows the person from one browser to the next.
import { useEffect } from 'react';
import { useGetIdentity, useLocaleState } from 'react-admin';
import { LOCALES } from '@console/contract';

export const AccountLocaleSync = () => {
  const { identity } = useGetIdentity();
  const [locale, setLocale] = useLocaleState();
  const remembered = identity?.locale as string | undefined;
  useEffect(() => {
    if (remembered && (LOCALES as readonly string[]).includes(remembered) && remembered !== locale) setLocale(remembered);
    // Only a change of the remembered language applies it; a language picked since is kept.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remembered]);
  return null;
};
