import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@platform/shared';
import { HEADERS } from '@platform/shared/contract';
import { deviceHeaders } from './device-id';

describe('deviceHeaders', () => {
  it('makes one random id, keeps it in local storage and sends the same one every time', () => {
    localStorage.removeItem(STORAGE_KEYS.deviceId);
    const first = deviceHeaders()[HEADERS.deviceId];
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem(STORAGE_KEYS.deviceId)).toBe(first);
    expect(deviceHeaders()[HEADERS.deviceId]).toBe(first);
  });

  it('replaces a kept id that is not one of its own', () => {
    localStorage.setItem(STORAGE_KEYS.deviceId, 'bad id');
    expect(deviceHeaders()[HEADERS.deviceId]).toMatch(/^[0-9a-f]{32}$/);
  });
});
