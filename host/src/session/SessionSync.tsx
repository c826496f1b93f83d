import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  acknowledgeSessionEnd,
  postRenew,
  renewSession,
  sessionKey,
  sessionState,
  toast,
  TOAST_MS,
  useSession,
  useSiteConfig,
  useTranslation,
} from '@platform/shared';

async function renew(): Promise<string> {
  try {
    const { token } = await postRenew();
    renewSession(token);
    return token;
  } catch (error) {
    console.warn('Session renewal failed', error);
    throw error;
  }
}

/** The restored session of the page's start has had its one immediate renewal. */
let restoredRenewalTaken = false;

/**
 * Keeps the session alive on the server's interval and tells the user when it ends on its own.
 * Renders nothing. A session restored from storage is renewed at once (it may be old); a fresh
 * login counts as just renewed.
 */
export function SessionSync() {
  const { t } = useTranslation();
  const session = useSession();
  const { startup } = useSiteConfig();
  const user = session.info?.userName ?? null;
  const renewEvery = (startup?.sessionRenewSeconds ?? 300) * 1000;
  const [restoredAtStart] = useState(() => sessionState.info !== null);

  useQuery({
    queryKey: sessionKey(user ?? '', 'renewal'),
    queryFn: renew,
    enabled: user !== null,
    staleTime: renewEvery,
    refetchInterval: renewEvery,
    refetchIntervalInBackground: true,
    retry: false,
    initialData: () => {
      if (restoredAtStart && !restoredRenewalTaken) {
        restoredRenewalTaken = true;
        return undefined;
      }
      return sessionState.info?.token ?? undefined;
    },
  });

  useEffect(() => {
    if (session.ended !== 'expired') return;
    toast.fail(t('error.session_expired'), TOAST_MS.short);
    acknowledgeSessionEnd();
  }, [session.ended, t]);

  return null;
}
