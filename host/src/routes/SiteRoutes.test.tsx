import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Link, MemoryRouter, Navigate, Outlet, useLocation } from 'react-router-dom';
import { addNamespace, I18nextProvider, i18n, paths } from '@platform/shared';
import en from '../i18n/en.json';
import ty from '../i18n/ty.json';
import { SiteRoutes } from './SiteRoutes';

addNamespace('host', { en, ty });

function Broken(): never {
  throw new Error('broken page');
}

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function mountAt(path: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Where />
        <Link to={paths.home}>back home</Link>
        <SiteRoutes
          routes={[
            {
              element: <Outlet />,
              children: [
                { path: paths.home, element: <p>home page</p> },
                { path: '/m/broken', element: <Broken /> },
                { path: '*', element: <Navigate to={paths.home} replace /> },
              ],
            },
          ]}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('SiteRoutes', () => {
  it('takes a path the catch-all cannot match (a U+2028 in it) home instead of a blank page', async () => {
    mountAt('/m/%E2%80%A8');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(paths.home);
  });

  it('shows the site’s own translated panel for a page that throws, until the next navigation', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      mountAt('/m/broken');
      expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be shown.');
      expect(screen.getByRole('button', { name: 'Go to home' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: 'back home' }));
      expect(await screen.findByText('home page')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      console.error = original;
    }
    expect(errors.length).toBeGreaterThan(0);
  });
});
