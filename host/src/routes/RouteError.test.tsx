import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, Navigate, Outlet, RouterProvider } from 'react-router-dom';
import { addNamespace, I18nextProvider, i18n, paths } from '@platform/shared';
import en from '../i18n/en.json';
import ty from '../i18n/ty.json';
import { RouteError } from './RouteError';

addNamespace('host', { en, ty });

function Broken(): never {
  throw new Error('broken page');
}

function mountAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Outlet />,
        errorElement: <RouteError />,
        children: [
          { path: paths.home, element: <p>home page</p> },
          { path: '/m/broken', element: <Broken /> },
          { path: '*', element: <Navigate to={paths.home} replace /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

describe('RouteError', () => {
  it('takes a path the catch-all cannot match (a U+2028 in it) home instead of the developer page', async () => {
    const router = mountAt('/m/%E2%80%A8');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.home);
  });

  it('shows the site’s own translated panel for a page that throws', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      mountAt('/m/broken');
      expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be shown.');
      expect(screen.getByRole('button', { name: 'Go to home' })).toBeInTheDocument();
    } finally {
      console.error = original;
    }
    expect(errors.length).toBeGreaterThan(0);
  });
});
