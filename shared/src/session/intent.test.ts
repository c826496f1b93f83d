import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../config/storage-keys';
import { INTENT_LIFETIME_MS, forgetIntent, intentReturnPath, loginFor, readIntent, takeIntentAction } from './intent';

const NOW = 1_800_000_000_000;
const STAR = { kind: 'lobby.favourite', data: { nodeId: 7 } };

afterEach(forgetIntent);

describe('the intent a guest leaves when sent to log in', () => {
  it('sends to the login page and brings the person back to the page, then the action once', () => {
    expect(loginFor('/m/gameList?gameType=RNG', STAR, NOW)).toBe('/m/login');
    expect(intentReturnPath(NOW + 1000)).toBe('/m/gameList?gameType=RNG');
    expect(takeIntentAction('lobby.launch', NOW + 2000)).toBeNull();
    expect(takeIntentAction('lobby.favourite', NOW + 2000)).toEqual({ nodeId: 7 });
    expect(takeIntentAction('lobby.favourite', NOW + 3000)).toBeNull();
    expect(intentReturnPath(NOW + 3000)).toBeNull();
  });

  it('is done once the person is back when it has no action', () => {
    loginFor('/m/inviteFriends', undefined, NOW);
    expect(intentReturnPath(NOW)).toBe('/m/inviteFriends');
    expect(intentReturnPath(NOW)).toBeNull();
  });

  it('expires: a login after its lifetime goes nowhere in particular and does nothing', () => {
    loginFor('/m/gameList?gameType=RNG', STAR, NOW);
    expect(readIntent(NOW + INTENT_LIFETIME_MS - 1)).not.toBeNull();
    expect(intentReturnPath(NOW + INTENT_LIFETIME_MS)).toBeNull();
    expect(takeIntentAction('lobby.favourite', NOW + INTENT_LIFETIME_MS)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.loginIntent)).toBeNull();
  });

  it('never leads off the site or back to the login page, and ignores what it cannot read', () => {
    for (const page of ['https://example.com/m/home', '//example.com/m/home', 'javascript:alert(1)', '/m/login']) {
      loginFor(page, STAR, NOW);
      expect([page, intentReturnPath(NOW)]).toEqual([page, null]);
    }
    sessionStorage.setItem(STORAGE_KEYS.loginIntent, '{"returnTo":"/m/home","at":"soon"}');
    expect(readIntent(NOW)).toBeNull();
    sessionStorage.setItem(STORAGE_KEYS.loginIntent, 'not json');
    expect(takeIntentAction('lobby.favourite', NOW)).toBeNull();
  });

  it('a newer intent replaces the older one', () => {
    loginFor('/m/gameList?gameType=RNG', STAR, NOW);
    loginFor('/m/home', { kind: 'lobby.launch', data: { vendor: 'JILI', nodeId: 5001 } }, NOW + 10);
    expect(intentReturnPath(NOW + 20)).toBe('/m/home');
    expect(takeIntentAction('lobby.favourite', NOW + 20)).toBeNull();
  });
});
