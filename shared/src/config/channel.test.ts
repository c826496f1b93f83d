import { describe, expect, it } from 'vitest';
import { channelFrom } from './channel';

const browser = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';

describe('registration channel', () => {
  it('is APP when the user agent carries the app marker, whatever the display mode', () => {
    expect(channelFrom({ userAgent: `${browser} MCApp/3.2`, standalone: true, webclipMarker: true })).toBe('APP');
  });
  it('is H5 in a browser tab', () => {
    expect(channelFrom({ userAgent: browser, standalone: false, webclipMarker: true })).toBe('H5');
  });
  it('is PWA when standalone without the web clip marker', () => {
    expect(channelFrom({ userAgent: browser, standalone: true, webclipMarker: false })).toBe('PWA');
  });
  it('is WEBCLIP when standalone with the stored web clip marker', () => {
    expect(channelFrom({ userAgent: browser, standalone: true, webclipMarker: true })).toBe('WEBCLIP');
  });
});
