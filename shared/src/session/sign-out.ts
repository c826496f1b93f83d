import { deleteSession } from '../api/auth';
import { translate } from '../i18n/instance';
import { confirmDialog, toast } from '../ui/feedback-store';
import { forgetRememberedLogin, hasRememberedPassword } from './remembered-login';
import { logout, sessionState, whileSessionEnds } from './store';

export interface SignOutOptions {
  /** Ask first (the home menu does; settings does not). */
  confirm?: { message: string; confirmText: string };
  /** When a password is remembered on this device, offer to forget it too (the header menu does). */
  offerToForget?: { message: string; confirmText: string; cancelText: string };
  /** How long the please-wait notice may stay: 9999 ms from the menu, 10 s from settings. */
  waitMs: number;
}

/**
 * Signs out: an optional confirmation (and offer to forget a remembered password), the please-wait
 * notice, the server logout with the token, then this device (session, its server data, session storage, auto-login '0', the cached bank list).
 * A failing server logout still signs out here. Resolves true when the member was signed out.
 */
export async function signOut({ confirm, offerToForget, waitMs }: SignOutOptions): Promise<boolean> {
  const token = sessionState.info?.token;
  if (!token) return false;
  if (confirm && !(await confirmDialog(confirm))) return false;
  if (offerToForget && hasRememberedPassword() && (await confirmDialog(offerToForget))) forgetRememberedLogin();
  const waiting = toast.loading(translate('in_please_wait'), waitMs);
  await whileSessionEnds(async () => {
    try {
      await deleteSession(token);
    } catch (error) {
      console.warn('Server logout failed; signing out on this device anyway', error);
    } finally {
      toast.hide(waiting);
      logout('signed-out');
    }
  });
  return true;
}
