// What the share scope provides as `react-router-dom`. A shared module keeps every export, so
// providing the whole package put all of react-router on every first load; this list names only
// what the apps import, and the bundler drops the rest. It imports `react-router`, which
// @platform/shared declares: importing react-router-dom here would consume the share itself.
// A name added to an import from 'react-router-dom' must be added here (shared-exports.test.ts).
// The site declares its routes (BrowserRouter, useRoutes): the data router is most of the package.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useRoutes,
  useSearchParams,
} from 'react-router';
