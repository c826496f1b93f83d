import { describe, expect, it } from 'vitest';
import { downloadBarBlock, type DownloadBarBlock, type DownloadContext } from './download-rules';
import { downloadLinksOf } from './download-links';

const IPHONE_17 = { platform: 'ios', iosVersion: [17, 4, 0] } as const;
const ANDROID = { platform: 'android', iosVersion: null } as const;
const ALL_LINKS = {
  ios: 'https://apps.example/ios',
  android: 'https://apps.example/app.apk',
  mobileConfig: 'https://site.example/m/app.mobileconfig',
};

const context = (overrides: Partial<DownloadContext>): DownloadContext => ({
  closed: false,
  channel: 'H5',
  webclipInstalled: false,
  device: IPHONE_17,
  links: ALL_LINKS,
  ...overrides,
});

describe('downloadBarBlock', () => {
  it.each<[string, Partial<DownloadContext>, DownloadBarBlock | null]>([
    ['shows on an iPhone browser with an iOS link', {}, null],
    ['shows on an Android browser with an Android link', { device: ANDROID }, null],
    ['shows on iOS with only the profile link', { links: { mobileConfig: ALL_LINKS.mobileConfig } }, null],
    ['hides once closed', { closed: true }, 'closed'],
    ['hides inside the native app', { channel: 'APP' }, 'native-app'],
    ['hides when running as an installed PWA', { channel: 'PWA' }, 'installed'],
    ['hides when running as a web clip', { channel: 'WEBCLIP' }, 'installed'],
    [
      'hides in a browser of a device with a web clip and no iOS link',
      { webclipInstalled: true, links: { android: ALL_LINKS.android, mobileConfig: ALL_LINKS.mobileConfig } },
      'webclip-without-ios-link',
    ],
    ['shows with a web clip installed when an iOS link exists', { webclipInstalled: true }, null],
    [
      'hides on an iOS too old for the installable app',
      { device: { platform: 'ios', iosVersion: [12, 3, 0] } },
      'unsupported-ios',
    ],
    ['hides on iOS without an iOS or profile link', { links: { android: ALL_LINKS.android } }, 'no-link'],
    ['hides on Android without an Android link', { device: ANDROID, links: { ios: ALL_LINKS.ios } }, 'no-link'],
    ['hides on a desktop browser', { device: { platform: 'other', iosVersion: null } }, 'no-link'],
    ['hides when no link is configured', { links: {} }, 'no-link'],
  ])('%s', (_name, overrides, expected) => {
    expect(downloadBarBlock(context(overrides))).toBe(expected);
  });
});

describe('downloadLinksOf', () => {
  it('keys the links by resource type and prefixes the profile path with the site origin', () => {
    const links = downloadLinksOf(
      [
        { resourceType: 'IOS', url: 'itms-services://?action=download-manifest&url=https://apps.example/a.plist' },
        { resourceType: 'Android', url: 'https://apps.example/app.apk' },
        { resourceType: 'MOBILECONFIG', url: '/m/app.mobileconfig' },
        { resourceType: 'AppDownloadIcon', url: '/api/art/app-icon.svg' },
      ],
      'https://site.example',
    );
    expect(links).toEqual({
      ios: 'itms-services://?action=download-manifest&url=https://apps.example/a.plist',
      android: 'https://apps.example/app.apk',
      mobileConfig: 'https://site.example/m/app.mobileconfig',
      icon: '/api/art/app-icon.svg',
    });
  });

  it('drops entries with a scheme they may not use, and anything that is not a resource list', () => {
    const links = downloadLinksOf(
      [
        { resourceType: 'IOS', url: 'javascript:alert(1)' },
        { resourceType: 'Android', url: '//evil.example/app.apk' },
        { resourceType: 'MOBILECONFIG', url: '//evil.example/x.mobileconfig' },
        { resourceType: 'MOBILECONFIG', url: '/\\evil.example/x.mobileconfig' },
        { resourceType: 'AppDownloadIcon', url: 'data:image/svg+xml,<svg/>' },
        { resourceType: 'Android' },
        'IOS',
        null,
      ],
      'https://site.example',
    );
    expect(links).toEqual({});
    expect(downloadLinksOf(undefined, 'https://site.example')).toEqual({});
    expect(downloadLinksOf({ IOS: 'https://apps.example/ios' }, 'https://site.example')).toEqual({});
  });
});
