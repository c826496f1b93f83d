import type en from './en.json';

// The 'host' namespace, typed from its EN texts (see TextNamespaces in @platform/shared).
declare module '@platform/shared' {
  interface TextNamespaces {
    host: typeof en;
  }
}
