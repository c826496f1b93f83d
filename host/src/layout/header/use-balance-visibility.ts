import { useCallback, useState } from 'react';
import { refreshWallet, sessionState, STORAGE_KEYS } from '@platform/shared';

export interface BalanceVisibility {
  visible: boolean;
  hidden: boolean;
  toggle: () => void;
  refresh: () => Promise<void>;
}

/** Hide/show of the balance (remembered), and a refresh that hides it until the reload finishes. */
export function useBalanceVisibility(): BalanceVisibility {
  const [hidden, setHidden] = useState(() => localStorage.getItem(STORAGE_KEYS.balanceHidden) === '1');
  const [refreshing, setRefreshing] = useState(false);
  const toggle = useCallback(() => {
    setHidden((value) => {
      localStorage.setItem(STORAGE_KEYS.balanceHidden, value ? '0' : '1');
      return !value;
    });
  }, []);
  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      const user = sessionState.info?.userName;
      if (user) await refreshWallet(user);
    } finally {
      setRefreshing(false);
    }
  }, []);
  return { visible: !hidden && !refreshing, hidden, toggle, refresh };
}
