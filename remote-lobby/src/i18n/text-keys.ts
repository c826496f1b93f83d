import type en from './en.json';
import type games from './games/en.json';
import type home from './home/en.json';

// The 'lobby' namespace, typed from the EN texts of all its files (see TextNamespaces in @platform/shared).
declare module '@platform/shared' {
  interface TextNamespaces {
    lobby: typeof en & typeof games & typeof home;
  }
}
