// The public API of @platform/shared: the one session store, API client, i18n instance, validation,
// configuration and UI primitives of the page. Apps import the rest of this package only through its
// subpaths: `./contract` (the API contract) and `./format` are stateless and bundled into each app that
// uses them, tree-shaken, rather than loaded whole with this singleton on every page.
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
