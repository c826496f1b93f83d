import type en from './en.json';

// The 'accounts' namespace, typed from its EN texts (see TextNamespaces in @platform/shared).
declare module '@platform/shared' {
  interface TextNamespaces {
    accounts: typeof en;
  }
}
