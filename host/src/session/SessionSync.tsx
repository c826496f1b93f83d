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
  restoredRenewalTaken = true;
  try {
    const { token } = await postRenew();
    renewSession(token);
    return token;
  } catch (error) {
    console.warn('Session renewal failed', error);
    throw error;
  }
}

/** A renewal has run in this page: the session restored at start has had its immediate one. */
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
    // Pure (the cache may call it more than once): no data means "renew now".
    initialData: () => (restoredAtStart && !restoredRenewalTaken ? undefined : (sessionState.info?.token ?? undefined)),
  });

  useEffect(() => {
    if (session.ended !== 'expired') return;
    toast.fail(t('error.session_expired'), TOAST_MS.short);
    acknowledgeSessionEnd();
  }, [session.ended, t]);

  return null;
}
