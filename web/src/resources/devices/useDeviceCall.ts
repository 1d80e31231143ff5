// Device operations report the spec 1 §8 messages: a fixed success text, and on failure the
// server's reason when it gives one, else the operation's own failure text.
import { useCallback, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

export interface DeviceCall<T> {
  /** Performs the request; rejects (HttpError with the server message) on failure or success:false. */
  run: () => Promise<T>;
  /** i18n key of the success notification. */
  success: string;
  /** Arguments of the success message, from the answer (e.g. the ticket id). */
  successArgs?: (answer: T) => Record<string, unknown>;
  /** i18n key shown when the server gives no reason. */
  failure: string;
  /** Prefer the fixed failure text over the server's words (e.g. 'Synchronization failed'). */
  fixedFailure?: boolean;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message && !error.message.startsWith('ra.') ? error.message : undefined);

export function useDeviceCall() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [loading, setLoading] = useState(false);

  const call = useCallback(
    async <T>({ run, success, successArgs, failure, fixedFailure }: DeviceCall<T>): Promise<T | undefined> => {
      setLoading(true);
      try {
        const answer = await run();
        notify(success, { type: 'info', messageArgs: successArgs?.(answer) });
        return answer;
      } catch (error) {
        const reason = messageOf(error);
        if (fixedFailure || !reason) notify(failure, { type: 'warning', messageArgs: reason ? { reason } : undefined });
        else notify(reason, { type: 'warning' });
        return undefined;
      } finally {
        setLoading(false);
        refresh();
      }
    },
    [notify, refresh],
  );

  return { call, loading };
}
