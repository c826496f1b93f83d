import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
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

const PAGES: Record<string, ReactNode> = { [paths.home]: <p>home page</p>, '/m/broken': <Broken /> };

function Frame({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}

function mountAt(path: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Where />
        <Link to={paths.home}>back home</Link>
        <SiteRoutes frame={Frame} pageFor={(pathname) => PAGES[pathname]} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('SiteRoutes', () => {
  it('takes an address with no page (a U+2028 in it, say) home instead of a blank page', async () => {
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
