import { onSessionEnd, sessionState } from '@platform/shared';

// The password of the current session, kept in memory only (never in storage), so the
// change-password screen can skip the old-password field. Gone after a reload: the field shows then.
let held: { userName: string; password: string } | null = null;

/** Records the password a member just signed in (or changed to). */
export function setSessionPassword(userName: string, password: string): void {
  held = { userName, password };
}

/** The password of the signed-in member, if this page knows it. */
export function sessionPassword(): string | null {
  const userName = sessionState.info?.userName;
  return held && userName && held.userName === userName ? held.password : null;
}

export function clearSessionPassword(): void {
  held = null;
}

// However the session ends (sign-out from any page, expiry), its password goes with it.
onSessionEnd(clearSessionPassword);
