import { confirmDialog, deleteSession, i18n, LOADING_MS, logout, sessionState, toast } from '@platform/shared';

type Translate = (key: string) => string;

/**
 * Sign-out from the header menu: confirm, wait notice, server logout with the token, then clear the
 * session, auto-login and the cached bank list (the store's logout does all three) and go home.
 * A failing server logout still signs out on this device.
 */
export async function signOut(t: Translate, goHome: () => void): Promise<void> {
  const token = sessionState.info?.token;
  if (!token) return;
  const confirmed = await confirmDialog({ message: t('menu.sign_out_confirm'), confirmText: t('menu.sign_out') });
  if (!confirmed) return;
  const waiting = toast.loading(i18n.t('in_please_wait'), LOADING_MS.menuLogout);
  try {
    await deleteSession(token);
  } catch (error) {
    console.warn('Server logout failed; signing out on this device anyway', error);
  } finally {
    toast.hide(waiting);
    logout('signed-out');
    goHome();
  }
}
