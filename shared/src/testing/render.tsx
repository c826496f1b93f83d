import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { i18n, setLanguage } from '../i18n/instance';
import type { Language } from '../config/constants';
import { FeedbackLayer } from '../ui/FeedbackLayer';
import { QueryProvider } from '../query/QueryProvider';

export interface RenderPageOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Where the page is mounted; other paths render their path as text, to assert navigation. */
  path?: string;
  route?: string;
  language?: Language;
}

/** Mounts a page with the query client, the router, i18n and the toast/dialog layer, as the host would. */
export async function renderPage(
  ui: ReactElement,
  { path = '/m/test', route, language = 'en', ...options }: RenderPageOptions = {},
) {
  await setLanguage(language);
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p data-testid="location">{'navigated'}</p> },
    ],
    { initialEntries: [route ?? path] },
  );
  const user = userEvent.setup();
  const result = render(
    <QueryProvider>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
        <FeedbackLayer />
      </I18nextProvider>
    </QueryProvider>,
    options,
  );
  return { ...result, user, router };
}
