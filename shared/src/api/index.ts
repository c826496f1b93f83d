export * from './client';
export * from './errors';
export * from './encrypt';
export * from './auth';
export * from './member-info';
export * from './wallet';
export * from './unread-count';
export * from './announcements';
