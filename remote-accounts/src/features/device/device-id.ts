import { STORAGE_KEYS } from '@platform/shared';
import { HEADERS } from '@platform/shared/contract';

const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The headers that name this browser to the creation limits (trial accounts, registrations,
 * registration codes): a random id kept in local storage, so phones behind one address are told apart.
 */
export function deviceHeaders(): Record<string, string> {
  let id = localStorage.getItem(STORAGE_KEYS.deviceId);
  if (!id || !DEVICE_ID.test(id)) {
    // getRandomValues, not randomUUID: the latter needs a secure context, and a phone may use plain http.
    id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
    localStorage.setItem(STORAGE_KEYS.deviceId, id);
  }
  return { [HEADERS.deviceId]: id };
}
