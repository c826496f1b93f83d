import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOADING_MS, paths, signOut, useTranslation, useSession } from '@platform/shared';
import type { BalanceVisibility } from './use-balance-visibility';
import styles from './header.module.css';

/**
 * The header menu: deposit and, when signed in, withdraw, refresh balance, hide/show and sign out. A
 * guest has no balance to refresh or withdraw; deposit leads them to log in first.
 */
export function HeaderMenu({ balance }: { balance: BalanceVisibility }) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const loggedIn = session.info !== null;

  useEffect(() => {
    if (!open) return undefined;
    listRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!listRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  // The chosen item goes with the menu: focus waits on the menu button, so a dialog the action opens
  // gives it back there.
  const choose = (action: () => void) => () => {
    setOpen(false);
    buttonRef.current?.focus();
    action();
  };

  const signOutHere = () => {
    const confirm = { message: t('menu.sign_out_confirm'), confirmText: t('menu.sign_out') };
    const offerToForget = {
      message: t('menu.forget_password_confirm'),
      confirmText: t('menu.forget_password'),
      cancelText: t('menu.keep_password'),
    };
    void signOut({ confirm, offerToForget, waitMs: LOADING_MS.menuLogout }).then((done) => {
      if (done) navigate(paths.home, { replace: true });
    });
  };
  const refresh = () => {
    balance.refresh().catch((error: unknown) => console.warn('Balance refresh failed', error));
  };
  // Each item: its words and what it does. A guest has nothing to withdraw, refresh or hide.
  const items: Array<[string, () => void]> = [
    [t('menu.deposit'), () => navigate(paths.deposit)],
    ...(loggedIn
      ? ([
          [t('menu.withdraw'), () => navigate(paths.withdraw)],
          [t('menu.refresh'), refresh],
          [balance.hidden ? t('menu.show_balance') : t('menu.hide_balance'), balance.toggle],
          [t('menu.sign_out'), signOutHere],
        ] satisfies Array<[string, () => void]>)
      : []),
  ];

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.iconButton}
        aria-label={t('header.menu')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <ul ref={listRef} id={menuId} className={styles.menu} aria-label={t('header.menu')}>
          {items.map(([label, action]) => (
            <li key={label}>
              <button type="button" className={styles.menuItem} onClick={choose(action)}>
                {label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
