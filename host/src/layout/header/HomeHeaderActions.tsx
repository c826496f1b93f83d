import { Link, useNavigate } from 'react-router-dom';
import {
  openLoginDialog,
  paths,
  useFormat,
  useMemberInfo,
  useSession,
  useSiteConfig,
  useTranslation,
  useUnreadCount,
  useWallet,
} from '@platform/shared';
import { GUEST_ONLY_ATTRIBUTE } from '../../startup/first-screen-ids';
import { HeaderMenu } from './HeaderMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { useBalanceVisibility, type BalanceVisibility } from './use-balance-visibility';
import styles from './header.module.css';

function MessageButton() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const session = useSession();
  const loggedIn = session.info !== null;
  const unread = useUnreadCount();
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={unread > 0 ? `${t('header.messages')}, ${t('header.unread')}` : t('header.messages')}
      onClick={() => (loggedIn ? navigate(paths.webEmail) : openLoginDialog())}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M3 6h18v12H3z M3 6l9 7 9-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {unread > 0 ? <span className={styles.dot} data-testid="unread-dot" /> : null}
    </button>
  );
}

/** The member's name and balance with deposit and withdraw, or login and register for a guest. */
function AccountStrip({ balance }: { balance: BalanceVisibility }) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const session = useSession();
  const member = useMemberInfo().data;
  const wallet = useWallet().data;
  const { formatPesos } = useFormat();
  const { startup } = useSiteConfig();
  if (!session.info) {
    return (
      <div className={styles.strip} {...{ [GUEST_ONLY_ATTRIBUTE]: '' }}>
        <Link className={`${styles.pill} ${styles.linkButton}`} to={paths.login}>
          {t('header.login')}
        </Link>
        {startup?.whitelabel.DIRECTREG3 ? (
          <Link className={`${styles.outline} ${styles.linkButton}`} to={paths.register}>
            {t('header.register')}
          </Link>
        ) : null}
      </div>
    );
  }
  const name = member?.nickname || member?.account || session.info.userName;
  return (
    <div className={styles.strip}>
      <div className={styles.account}>
        <span className={styles.name} data-testid="header-member">
          {name}
        </span>
        <span className={styles.balance}>
          <span className={styles.visuallyHidden}>{`${t('header.balance')}: `}</span>
          <span data-testid="header-balance">
            {balance.visible && wallet ? formatPesos(wallet.sumBalance) : '****'}
          </span>
        </span>
      </div>
      <button type="button" className={styles.pill} onClick={() => navigate(paths.deposit)}>
        {t('header.deposit')}
      </button>
      <button type="button" className={styles.outline} onClick={() => navigate(paths.withdraw)}>
        {t('header.withdraw')}
      </button>
    </div>
  );
}

/** Home's extra top component: messages, language and menu on the first row; the account strip below. */
export function HomeHeaderActions() {
  const balance = useBalanceVisibility();
  return (
    <>
      <div className={styles.actions}>
        <MessageButton />
        <LanguageSwitch />
        <HeaderMenu balance={balance} />
      </div>
      <AccountStrip balance={balance} />
    </>
  );
}
