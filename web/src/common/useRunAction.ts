// Runs an action call, notifies its outcome with the spec's messages and refreshes the views: one
// place for the success / warning pattern of row and show-page actions.
import { useCallback, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';

export interface RunOptions {
  /** i18n key notified on success. */
  success: string;
  /** i18n key notified as a warning on failure; the server reason follows it when there is one. */
  failure: string;
  args?: Record<string, unknown>;
}

export function useRunAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [loading, setLoading] = useState(false);

  const run = useCallback(
    async <T>(call: () => Promise<T>, { success, failure, args }: RunOptions): Promise<T | undefined> => {
      setLoading(true);
      try {
        const result = await call();
        notify(success, { type: 'info', messageArgs: args });
        refresh();
        return result;
      } catch (error) {
        const reason = error instanceof Error && error.message ? translate(error.message, { _: error.message }) : '';
        const text = translate(failure, args);
        notify(reason && reason !== text ? `${text}: ${reason}` : text, { type: 'warning' });
        return undefined;
      } finally {
        setLoading(false);
      }
    },
    [notify, refresh, translate],
  );

  return { run, loading };
}
