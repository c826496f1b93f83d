import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../testing/member-kit';
import { setStartup } from '@platform/shared';
import type { DownloadResource } from '@platform/shared/contract';
import { renderPage, startupFactory } from '@platform/shared/testing';
import { DownloadPage } from './DownloadPage';
import { downloadLinks, platformOf } from './download-links';

const ORIGIN = window.location.origin;
const RESOURCES: DownloadResource[] = [
  { resourceType: 'Android', url: 'https://download.example.invalid/lucky-bay.apk' },
  { resourceType: 'IOS', url: 'https://apps.example.invalid/lucky-bay/ios' },
  { resourceType: 'MOBILECONFIG', url: '/api/download/M001.mobileconfig' },
  { resourceType: 'AppDownloadIcon', url: '/api/art/logo/M001.svg' },
];

afterEach(() => vi.restoreAllMocks());

function site(resources: DownloadResource[]) {
  setStartup(
    startupFactory({
      resources,
      mobileTemplate: {
        mem_cen: '1',
        dep_func: '1',
        app_desc: 'Lucky Bay: laro kahit saan',
        app_background: '#0f1720',
      },
    }),
  );
}

describe('DownloadPage', () => {
  it('offers Android, iPhone and the iOS profile from the start-up resources', async () => {
    site(RESOURCES);
    await renderPage(<DownloadPage />, { path: '/m/download' });
    expect(screen.getByRole('heading', { level: 1, name: 'App download' })).toBeInTheDocument();
    expect(screen.getByText('Lucky Bay: laro kahit saan')).toBeInTheDocument();
    const options = screen.getByRole('list', { name: 'Download options' });

    const android = within(options).getByRole('link', { name: /^Download for Android/ });
    expect(android).toHaveAttribute('href', 'https://download.example.invalid/lucky-bay.apk');
    expect(android).toHaveAttribute('rel', 'noopener noreferrer');
    expect(android).toHaveAttribute('target', '_blank');
    expect(within(options).getByRole('link', { name: /^Download for iPhone/ })).toHaveAttribute(
      'href',
      'https://apps.example.invalid/lucky-bay/ios',
    );
    const profile = within(options).getByRole('link', { name: /^Add to iPhone home screen/ });
    expect(profile).toHaveAttribute('href', `${ORIGIN}/api/download/M001.mobileconfig`);
    expect(profile).toHaveAttribute('download');
  });

  it('recommends the app for the visitor’s phone', async () => {
    site(RESOURCES);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8)');
    await renderPage(<DownloadPage />, { path: '/m/download' });
    expect(screen.getByRole('link', { name: /^Download for Android.*Recommended for your phone/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Download for iPhone/ })).not.toHaveAccessibleName(/Recommended/);
  });

  it('shows only what is configured, and an empty state without any link', async () => {
    site([RESOURCES[0] as DownloadResource]);
    const { unmount } = await renderPage(<DownloadPage />, { path: '/m/download' });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    unmount();

    site([]);
    await renderPage(<DownloadPage />, { path: '/m/download' });
    expect(screen.getByText('No download is available yet.')).toBeInTheDocument();
  });

  it('speaks Tagalog in TY', async () => {
    site(RESOURCES);
    await renderPage(<DownloadPage />, { path: '/m/download', language: 'ty' });
    expect(screen.getByRole('link', { name: /^I-download para sa Android/ })).toBeInTheDocument();
  });
});

describe('downloadLinks', () => {
  it('takes apps only over http(s) and the profile only from the site’s own origin', () => {
    const links = downloadLinks(
      [
        { resourceType: 'Android', url: 'javascript:alert(1)' },
        { resourceType: 'IOS', url: 'http://apps.example.invalid/x' },
        { resourceType: 'MOBILECONFIG', url: '//evil.example/x.mobileconfig' },
      ],
      ORIGIN,
    );
    expect(links).toEqual({ android: null, ios: 'http://apps.example.invalid/x', profile: null, icon: null });
    expect(downloadLinks([{ resourceType: 'MOBILECONFIG', url: 'https://evil.example/p' }], ORIGIN).profile).toBeNull();
  });

  it('reads the platform from the user agent', () => {
    expect(platformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)')).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Linux; Android 14)')).toBe('android');
    expect(platformOf('Mozilla/5.0 (X11; Linux x86_64)')).toBe('other');
  });
});
