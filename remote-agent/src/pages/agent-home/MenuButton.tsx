import { useNavigate, useSession, useTranslation } from '@platform/shared';
import type { NavItem } from './nav-items';
import { NavIcon, type IconKey } from './NavIcon';
import styles from './agent-home.module.css';

/** An entry of the grid or the footer: it goes only while the session lasts, with an optional unread badge. */
export function MenuButton({
  item,
  label,
  className,
  unread = 0,
}: {
  item: NavItem<IconKey>;
  label: string;
  className?: string;
  unread?: number;
}) {
  const { t } = useTranslation('agent');
  const { info } = useSession();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        if (info) navigate(item.to);
      }}
    >
      <span className={styles.icon}>
        <NavIcon name={item.key} />
      </span>
      <span>{label}</span>
      {unread > 0 ? (
        <span className={styles.badge} aria-label={t('home.unread', { count: unread })}>
          {unread}
        </span>
      ) : null}
    </button>
  );
}
