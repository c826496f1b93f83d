export * from './client';
export * from './errors';
export * from './encrypt';
export * from './endpoints';
