import { calendarConnectReturn } from '@slotwise/shared/contract/integrations.contract';
import { useSearchParams } from '@slotwise/shared/router';
import { useAppDispatch } from '@slotwise/shared/store/hooks';
import { useEffect, useRef } from 'react';
import { settingsText } from '../../app/settings-catalogue';
import { integrationsApi } from './integrations.api';
import { settingsToast } from './settings-toast';

/** The query parameters the API's connect callback adds to /dashboard/settings. */
export const connectReturnParams = ['success', 'error', 'message'] as const;

/**
 * docs/product.md#google-calendar: after Google's consent screen the API sends the browser to
 * `?tab=integrations&success=calendar_connected&message=...` or `...&error=...`. The message (or
 * a default) or the error is shown, the accounts are reloaded after a success, and the parameters
 * leave the URL (replaced, so Back and a reload do not show the message again).
 */
export function useCalendarConnectReturn() {
  const [searchParams, setSearchParams] = useSearchParams();
  const dispatch = useAppDispatch();
  // Effects run twice in development (StrictMode): one return shows one toast.
  const handled = useRef<string | null>(null);

  const success = searchParams.get('success');
  const error = searchParams.get('error');
  const message = searchParams.get('message');

  useEffect(() => {
    const isSuccess = success === calendarConnectReturn.success;
    if (error === null && !isSuccess) return;
    const key = JSON.stringify([success, error, message]);
    if (handled.current === key) return;
    handled.current = key;

    // An effect reads its texts at call time (docs/front-end.md#reading-texts-the-hook-way).
    // URLSearchParams has already decoded the values (percent escapes and '+').
    if (error !== null) {
      settingsToast('error', error.trim() || settingsText('integrations.connectFailed'));
    } else {
      settingsToast('success', message?.trim() || settingsText('integrations.connected'));
      dispatch(integrationsApi.util.invalidateTags(['GoogleAccounts']));
    }

    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of connectReturnParams) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [success, error, message, dispatch, setSearchParams]);
}
