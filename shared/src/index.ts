// The public API of @platform/shared: the one session store, API client, i18n instance, validation,
// configuration and UI primitives of the page. Nothing else of this package may be imported by apps.
export * from './contract';
export * from './config/constants';
export * from './config/runtime';
export * from './config/channel';
export * from './config/paths';
export * from './config/links';
export * from './query';
export * from './session';
export * from './api';
export * from './i18n';
export * from './validation';
export * from './forms';
export * from './ui';
export * from './format';
export { useFormat } from './format/use-format';
export { useNavigate, useLocation, useSearchParams, Link, NavLink } from 'react-router-dom';
export * from './api/game-call';
export * from './api/game-list';
