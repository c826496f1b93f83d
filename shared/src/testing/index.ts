// Test infrastructure for every app: render with router, i18n and a fresh session; a strict mock server.
export * from './render';
export * from './server';
export * from './factories';
export * from './locales';
export * from './query';
export * from './photos';
