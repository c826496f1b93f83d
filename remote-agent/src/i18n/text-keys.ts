import type en from './en.json';

// The 'agent' namespace, typed from its EN texts (see TextNamespaces in @platform/shared).
declare module '@platform/shared' {
  interface TextNamespaces {
    agent: typeof en;
  }
}
