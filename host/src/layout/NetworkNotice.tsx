import { useEffect, useState } from 'react';
import { useTranslation } from '@platform/shared';
import styles from './network-notice.module.css';

type NetworkState = 'online' | 'offline' | 'slow';

interface NetworkInformation extends EventTarget {
  effectiveType?: string;
}

function currentState(): NetworkState {
  if (!navigator.onLine) return 'offline';
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g' ? 'slow' : 'online';
}

/** The no-internet and slow-connection notices; each goes away when the network comes back. */
export function NetworkNotice() {
  const { t } = useTranslation('host');
  const [state, setState] = useState<NetworkState>(currentState);
  useEffect(() => {
    const update = () => setState(currentState());
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    connection?.addEventListener('change', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      connection?.removeEventListener('change', update);
    };
  }, []);
  if (state === 'online') return null;
  return (
    <div className={styles.notice} role="alert" data-state={state}>
      {state === 'offline' ? t('network.offline') : t('network.slow')}
    </div>
  );
}
