import { describe, expect, it } from 'vitest';
import { allowedGameUrl } from './game-url';

const origin = 'https://site.example';

describe('the game URLs the launch page opens', () => {
  it.each([
    ['/api/play/12?ticket=abc', 'https://site.example/api/play/12?ticket=abc'],
    ['https://site.example/api/play/12?ticket=abc', 'https://site.example/api/play/12?ticket=abc'],
    ['/m/lottery', 'https://site.example/m/lottery'],
  ])('opens %s', (url, opened) => {
    expect(allowedGameUrl(url, origin)).toBe(opened);
  });

  it.each([
    'https://games.example/api/play/12',
    '//games.example/api/play/12',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/api/wallet',
    '/api/play/../wallet',
    '/api/playground/1',
    'http://site.example/api/play/12',
  ])('refuses %s', (url) => {
    expect(allowedGameUrl(url, origin)).toBeNull();
  });
});
