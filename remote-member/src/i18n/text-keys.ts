import type en from './en.json';

// The 'member' namespace, typed from its EN texts (see TextNamespaces in @platform/shared).
declare module '@platform/shared' {
  interface TextNamespaces {
    member: typeof en;
  }
}
