import { useEffect, useState } from 'react';
import type { FirebaseConfigValue } from '@platform/shared';
import { firebaseConfig } from './firebase-client';

/** The merchant's Firebase settings once known: undefined while loading, null when it has none. */
export function useFirebaseConfig(): FirebaseConfigValue | null | undefined {
  const [config, setConfig] = useState<FirebaseConfigValue | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void firebaseConfig().then((value) => {
      if (live) setConfig(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return config;
}
