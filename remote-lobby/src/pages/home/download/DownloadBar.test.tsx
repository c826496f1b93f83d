import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStartup, STORAGE_KEYS } from '@platform/shared';
import type { StartupValue } from '@platform/shared/contract';
import { renderPage, startupFactory } from '@platform/shared/testing';
import '../../../testing/lobby-kit';
import { pretendBrowser, USER_AGENTS } from '../home-kit';
import { DownloadBar } from './DownloadBar';
import { startupDownloadLinks } from './download-links';
import en from '../../../i18n/home/en.json';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const RESOURCES = [
  { resourceType: 'Android', url: 'https://apps.example/lucky-bay.apk' },
  { resourceType: 'IOS', url: 'https://apps.example/lucky-bay-ios' },
  { resourceType: 'MOBILECONFIG', url: '/m/lucky-bay.mobileconfig' },
];

/** Start-up settings with the download resources the contract does not type yet. */
function startWith(resources: unknown[] = RESOURCES) {
  const startup = {
    ...startupFactory({
      mobileTemplate: {
        mem_cen: '1',
        dep_func: '1',
        app_desc: 'Lucky Bay: laro kahit saan',
        app_desc_en: 'Lucky Bay: play anywhere',
      },
    }),
    resources,
  } as StartupValue;
  setStartup(startup);
  return startupDownloadLinks(startup, window.location.origin);
}

const bar = () => screen.queryByRole('complementary', { name: 'Get the app' });

describe('the download bar', () => {
  it("shows the operator's description, the rating, a download link and a close button on a phone", async () => {
    pretendBrowser(USER_AGENTS.android);
    await renderPage(<DownloadBar links={startWith()} />, { path: '/m/home' });
    const region = bar();
    expect(region).not.toBeNull();
    const inside = within(region as HTMLElement);
    expect(inside.getByText('Lucky Bay: play anywhere')).toBeInTheDocument();
    expect(inside.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(inside.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/m/download');
  });

  it("writes the operator's tagline in the page's language, or the site's own words", async () => {
    pretendBrowser(USER_AGENTS.android);
    const links = startWith();
    const tagalog = await renderPage(<DownloadBar links={links} />, { path: '/m/home', language: 'ty' });
    expect(within(screen.getByRole('complementary')).getByText('Lucky Bay: laro kahit saan')).toBeInTheDocument();
    tagalog.unmount();

    const startup = startupFactory({ mobileTemplate: { mem_cen: '1', dep_func: '1', app_desc: 'Lucky Bay: laro' } });
    setStartup({ ...startup, resources: RESOURCES } as StartupValue);
    await renderPage(<DownloadBar links={links} />, { path: '/m/home', language: 'en' });
    expect(bar()).not.toHaveTextContent('Lucky Bay: laro');
    expect(within(bar() as HTMLElement).getByText(en.home.download.description)).toBeInTheDocument();
  });

  it('goes away when closed, and stays away on the next visit', async () => {
    pretendBrowser(USER_AGENTS.iphone('17_4'));
    const links = startWith();
    const { user, unmount } = await renderPage(<DownloadBar links={links} />, { path: '/m/home' });
    await user.click(screen.getByRole('button', { name: 'Close the download bar' }));
    expect(bar()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.hideDownloadBar)).toBe('true');
    unmount();
    await renderPage(<DownloadBar links={links} />, { path: '/m/home' });
    expect(bar()).toBeNull();
  });

  it('is not shown when the site runs as an installed app', async () => {
    pretendBrowser(USER_AGENTS.android, { standalone: true });
    await renderPage(<DownloadBar links={startWith()} />, { path: '/m/home' });
    expect(bar()).toBeNull();
  });

  it('is not shown inside the native app', async () => {
    pretendBrowser(`${USER_AGENTS.android} MCApp/3.2`);
    await renderPage(<DownloadBar links={startWith()} />, { path: '/m/home' });
    expect(bar()).toBeNull();
  });

  it('is not shown when the start-up settings give no link for the platform', async () => {
    pretendBrowser(USER_AGENTS.android);
    await renderPage(<DownloadBar links={startWith([{ resourceType: 'IOS', url: 'https://apps.example/ios' }])} />, {
      path: '/m/home',
    });
    expect(bar()).toBeNull();
  });

  it('is not shown by a back end that sends no download resources', async () => {
    pretendBrowser(USER_AGENTS.android);
    setStartup(startupFactory());
    await renderPage(<DownloadBar links={startupDownloadLinks(startupFactory(), window.location.origin)} />, {
      path: '/m/home',
    });
    expect(bar()).toBeNull();
  });
});
