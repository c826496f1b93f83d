import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStartup } from '@platform/shared';
import { renderPage, startupFactory } from '@platform/shared/testing';
import '../../../testing/lobby-kit';
import { pretendBrowser, USER_AGENTS } from '../home-kit';
import { InstallCorner } from './InstallCorner';
import type { DownloadLinks } from './download-links';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const LINKS: DownloadLinks = {
  android: 'https://apps.example/lucky-bay.apk',
  ios: 'itms-services://?action=download-manifest&url=https://apps.example/a.plist',
  mobileConfig: `${window.location.origin}/m/lucky-bay.mobileconfig`,
};

const SOCIAL = {
  FACEBOOK: 'https://facebook.example/luckybay',
  TELEGRAM: 'https://telegram.example/luckybay',
  TELEGRAM2: 'javascript:alert(1)',
};

describe('the side icons', () => {
  it('link to the social pages of the start-up settings in a new tab, without opener or referrer', async () => {
    pretendBrowser(USER_AGENTS.android);
    setStartup(startupFactory({ social: SOCIAL }));
    await renderPage(<InstallCorner links={LINKS} />, { path: '/m/home' });
    const side = await screen.findByRole('navigation', { name: 'Follow us and get the app' });
    const facebook = within(side).getByRole('link', { name: 'Facebook (opens in a new tab)' });
    expect(facebook).toHaveAttribute('href', SOCIAL.FACEBOOK);
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(side).getByRole('link', { name: 'Telegram (opens in a new tab)' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(within(side).queryByRole('link', { name: /second channel/ })).not.toBeInTheDocument();
  });

  it('offer no download inside the native app', async () => {
    pretendBrowser(`${USER_AGENTS.android} MCApp/3.2`);
    setStartup(startupFactory({ social: { FACEBOOK: SOCIAL.FACEBOOK } }));
    await renderPage(<InstallCorner links={LINKS} />, { path: '/m/home' });
    expect(await screen.findByRole('link', { name: /Facebook/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get the app' })).not.toBeInTheDocument();
  });
});

describe('the download popup and the home-screen guide', () => {
  it('lists the Android, iOS and profile downloads, and closes with focus back on the icon', async () => {
    pretendBrowser(USER_AGENTS.android);
    const { user } = await renderPage(<InstallCorner links={LINKS} />, { path: '/m/home' });
    const opener = await screen.findByRole('button', { name: 'Get the app' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Download the app' });
    expect(within(dialog).getByRole('link', { name: 'Download for Android (opens in a new tab)' })).toHaveAttribute(
      'href',
      LINKS.android,
    );
    expect(within(dialog).getByRole('link', { name: 'Download for iOS' })).toHaveAttribute('href', LINKS.ios);
    expect(within(dialog).getByRole('link', { name: 'Install the iOS profile' })).toHaveAttribute(
      'href',
      LINKS.mobileConfig,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('opens the guide with the steps of a current iPhone and the profile button', async () => {
    pretendBrowser(USER_AGENTS.iphone('17_4'));
    const { user } = await renderPage(<InstallCorner links={LINKS} />, { path: '/m/home' });
    await user.click(await screen.findByRole('button', { name: 'Get the app' }));
    await user.click(await screen.findByRole('button', { name: 'Add to Home Screen' }));
    const guide = await screen.findByRole('dialog', { name: 'Add to Home Screen' });
    expect(within(guide).getByText("Tap the Share button in Safari's toolbar.")).toBeInTheDocument();
    expect(within(guide).getByRole('link', { name: 'Download the profile' })).toHaveAttribute(
      'href',
      LINKS.mobileConfig,
    );
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it.each(['11_4', '12_1'])('shows the legacy tip on iOS %s', async (os) => {
    pretendBrowser(USER_AGENTS.iphone(os));
    const { user } = await renderPage(<InstallCorner links={{ android: LINKS.android }} />, { path: '/m/home' });
    await user.click(await screen.findByRole('button', { name: 'Get the app' }));
    await user.click(await screen.findByRole('button', { name: 'Add to Home Screen' }));
    const guide = await screen.findByRole('dialog', { name: 'Add to Home Screen' });
    expect(within(guide).getByText(/Your iOS version is older/)).toHaveTextContent('iOS 12.4 or later');
    expect(within(guide).queryByRole('list')).not.toBeInTheDocument();
    expect(within(guide).queryByRole('link', { name: 'Download the profile' })).not.toBeInTheDocument();
  });

  it('keeps Tab inside the popup and closes it with Escape', async () => {
    pretendBrowser(USER_AGENTS.android);
    const { user } = await renderPage(<InstallCorner links={{ android: LINKS.android }} />, { path: '/m/home' });
    await user.click(await screen.findByRole('button', { name: 'Get the app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download the app' });
    // Focus moves in once the dialog has drawn, after it is in the document.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Add to Home Screen' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Add to Home Screen' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
