import type { MouseEvent } from 'react';
import { openLoginDialog, toast, useIsLoggedIn, useTranslation } from '@platform/shared';

/**
 * A click handler for links to member pages: a visitor stays where they are, told to log in, with the
 * login dialog open; a member follows the link.
 */
export function useGuestGuard() {
  const loggedIn = useIsLoggedIn();
  const { t } = useTranslation();
  return (event: MouseEvent) => {
    if (loggedIn) return;
    event.preventDefault();
    toast.info(t('error.not_logged_in'));
    openLoginDialog();
  };
}
