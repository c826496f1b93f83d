import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchWallet, setWallet, toApiError, type ApiError, type WalletSummary } from '@platform/shared';

export type WalletState =
  { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready'; wallet: WalletSummary };

/** The wallet summary, loaded on mount and on retry; a fresh one is also given to the session store. */
export function useWallet() {
  const [state, setState] = useState<WalletState>({ status: 'loading' });
  const latest = useRef(0);

  const load = useCallback(() => {
    const request = ++latest.current;
    fetchWallet().then(
      (wallet) => {
        if (request !== latest.current) return;
        setWallet(wallet);
        setState({ status: 'ready', wallet });
      },
      (error: unknown) => {
        if (request === latest.current) setState({ status: 'error', error: toApiError(error) });
      },
    );
  }, []);

  useEffect(() => {
    load();
    // An answer that arrives after the page has gone is dropped.
    return () => {
      latest.current += 1;
    };
  }, [load]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    load();
  }, [load]);

  return { state, retry };
}
