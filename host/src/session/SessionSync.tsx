import { useEffect, useRef } from 'react';
import {
  acknowledgeSessionEnd,
  fetchMemberInfo,
  fetchWallet,
  postRenew,
  renewSession,
  sessionState,
  setMember,
  setWallet,
  useSiteConfig,
  toast,
  TOAST_MS,
  useSession,
  useTranslation,
} from '@platform/shared';

/** Loads member info and wallet for a new session. */
export async function refreshMemberData(): Promise<void> {
  const [member, wallet] = await Promise.all([fetchMemberInfo(), fetchWallet()]);
  if (!sessionState.info) return;
  setMember(member);
  setWallet(wallet);
}

/** Keeps the session alive and tells the user when it ends on its own. Renders nothing. */
export function SessionSync() {
  const { t } = useTranslation();
  const session = useSession();
  const { startup } = useSiteConfig();
  const token = session.info?.token ?? null;
  const loggedIn = token !== null;

  useEffect(() => {
    if (!loggedIn) return;
    refreshMemberData().catch((error: unknown) => console.warn('Member data could not be loaded', error));
  }, [loggedIn]);

  const renewEvery = (startup?.sessionRenewSeconds ?? 300) * 1000;
  // A session restored from storage is renewed at once (it may be old); a fresh login is not.
  const restoredAtStart = useRef(sessionState.info !== null);
  useEffect(() => {
    if (!loggedIn) return undefined;
    const renew = () => {
      postRenew()
        .then(({ token: fresh }) => renewSession(fresh))
        .catch((error: unknown) => console.warn('Session renewal failed', error));
    };
    if (restoredAtStart.current) {
      restoredAtStart.current = false;
      renew();
    }
    const timer = setInterval(renew, renewEvery);
    return () => clearInterval(timer);
  }, [loggedIn, renewEvery]);

  useEffect(() => {
    if (session.ended !== 'expired') return;
    toast.fail(t('error.session_expired'), TOAST_MS.short);
    acknowledgeSessionEnd();
  }, [session.ended, t]);

  return null;
}
