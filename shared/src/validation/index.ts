export * from './engine';
export * from './rules-store';
