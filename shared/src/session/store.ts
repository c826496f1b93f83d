import { proxy, subscribe, useSnapshot } from 'valtio';
import { MEMBER_TYPE, type LoginValue } from '../contract';
import { STORAGE_KEYS } from '../config/constants';
import { forgetSessionData } from '../query/client';

/** What MC_SESSION_INFO holds. A trial login stores the same without firstTimeLogin. */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin?: boolean;
}

/** Why the last session ended: shown once by the host, then cleared. */
export type SessionEnd = 'expired' | 'signed-out' | null;

/** The session only: who is signed in and how. Member info and the wallet are server state (queries). */
interface SessionState {
  info: SessionInfo | null;
  trial: boolean;
  ended: SessionEnd;
}

function initialState(): SessionState {
  return { info: null, trial: false, ended: null };
}

/** The one session store of the page. Write it only through the actions below. */
export const sessionState = proxy<SessionState>(initialState());

function readJson<T>(storage: Storage, key: string): T | null {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** Loads the stored session, if any, into the store. Called once at start-up. */
export function restoreSession(): void {
  const info = readJson<SessionInfo>(sessionStorage, STORAGE_KEYS.session);
  if (info && typeof info.token === 'string' && info.token) {
    sessionState.info = info;
    sessionState.trial = info.type === MEMBER_TYPE.trial;
  }
}

/** Starts a session from a login (or trial) response. */
export function login(value: LoginValue, merchantCode: string): void {
  const trial = value.customerType === MEMBER_TYPE.trial;
  const info: SessionInfo = {
    token: value.token,
    merchantCode,
    userName: value.userName,
    type: value.customerType,
  };
  if (!trial) info.firstTimeLogin = value.firstTimeLogin;
  // A new session starts with none of the previous one's server data.
  forgetSessionData();
  sessionState.info = info;
  sessionState.trial = trial;
  sessionState.ended = null;
}

/** Replaces the token after a renewal. */
export function renewSession(token: string): void {
  if (sessionState.info) sessionState.info.token = token;
}

/** Ends the session on this device: token, trial user, member info and session storage go. */
export function logout(reason: Exclude<SessionEnd, null> = 'signed-out'): void {
  sessionState.info = null;
  sessionState.trial = false;
  sessionState.ended = reason;
  forgetSessionData();
  sessionStorage.clear();
  localStorage.setItem(STORAGE_KEYS.autoLogin, '0');
  localStorage.removeItem(STORAGE_KEYS.bankList);
  for (const listener of endListeners) listener(reason);
}

const endListeners = new Set<(reason: Exclude<SessionEnd, null>) => void>();

/** Calls `listener` whenever a session ends on this device; returns the unsubscribe. */
export function onSessionEnd(listener: (reason: Exclude<SessionEnd, null>) => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/** The API client calls this when the server says the session is gone. */
export function expireSession(): void {
  if (sessionState.info) logout('expired');
}

/** Marks the session-end notice as shown. */
export function acknowledgeSessionEnd(): void {
  sessionState.ended = null;
}

/** Back to the first state, storage included; for tests. */
export function resetSession(): void {
  Object.assign(sessionState, initialState());
  forgetSessionData();
  sessionStorage.removeItem(STORAGE_KEYS.session);
  sessionStorage.removeItem(STORAGE_KEYS.member);
}

/** The current token, for the API client. */
export function currentToken(): string | null {
  return sessionState.info?.token ?? null;
}

let ending: Promise<unknown> | null = null;

/**
 * Runs `work` (telling the server a session ends) while requests that would carry the session's token
 * wait for it: the server drops the token first, so one sent meanwhile would only be refused.
 */
export async function whileSessionEnds<T>(work: () => Promise<T>): Promise<T> {
  const running = work();
  ending = running;
  try {
    return await running;
  } finally {
    if (ending === running) ending = null;
  }
}

/** Settles once the session's end has been told to the server; null when it is not being told. */
export function sessionEnding(): Promise<unknown> | null {
  return ending?.catch(() => undefined) ?? null;
}

let persisting: (() => void) | null = null;

/** Mirrors the session into sessionStorage; the only place that writes it. Idempotent. */
export function persistSession(): () => void {
  if (persisting) return persisting;
  const write = () => {
    if (sessionState.info) {
      sessionStorage.setItem(STORAGE_KEYS.session, JSON.stringify(sessionState.info));
    } else {
      sessionStorage.removeItem(STORAGE_KEYS.session);
    }
  };
  const unsubscribe = subscribe(sessionState, write);
  persisting = () => {
    unsubscribe();
    persisting = null;
  };
  return persisting;
}

/** The whole session, as a render snapshot. */
export function useSession() {
  return useSnapshot(sessionState);
}

/** True when a session exists (trial included). */
export function useIsLoggedIn(): boolean {
  return useSnapshot(sessionState).info !== null;
}
