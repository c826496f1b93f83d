import { proxy, useSnapshot } from 'valtio';

/** The login dialog: any app opens it; the host mounts the accounts area's dialog while it is open. */
export const loginDialogState = proxy<{ open: boolean }>({ open: false });

/** Asks a guest to log in without leaving the page. */
export function openLoginDialog(): void {
  loginDialogState.open = true;
}

export function closeLoginDialog(): void {
  loginDialogState.open = false;
}

/** Whether the login dialog is open. */
export function useLoginDialogOpen(): boolean {
  return useSnapshot(loginDialogState).open;
}
