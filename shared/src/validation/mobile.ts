// The site reads mobile numbers with libphonenumber-js, loaded with the first form that checks one
// (or the first mobile field shown), so pages without such a form do not carry it.
import { mobileReaderReady } from '../contract';

let loading: Promise<void> | null = null;

/** Loads and installs the mobile number reader once; later calls get the same promise. */
export function loadMobileReader(): Promise<void> {
  if (mobileReaderReady()) return Promise.resolve();
  loading ??= import(/* webpackChunkName: "mobile-reader" */ '../contract/mobile-reader')
    .then(({ installMobileReader }) => installMobileReader())
    .catch((error: unknown) => {
      // Without it a mobile is checked as typed, as the server's rule would check the bare digits.
      loading = null;
      console.warn('The mobile number reader could not be loaded.', error);
    });
  return loading;
}
