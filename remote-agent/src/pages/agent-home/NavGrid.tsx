import { useSiteConfig, useTranslation, useUnreadCount } from '@platform/shared';
import { MenuButton } from './MenuButton';
import { NAV_ITEMS, shownItems } from './nav-items';
import styles from './agent-home.module.css';

/** The destinations the merchant shows, messages with the unread-mail badge. */
export function NavGrid() {
  const { t } = useTranslation('agent');
  const { startup } = useSiteConfig();
  const unread = useUnreadCount();
  return (
    <nav className={styles.grid} aria-label={t('home.menu')}>
      {shownItems(NAV_ITEMS, startup?.whitelabel ?? {}).map((item) => (
        <MenuButton
          key={item.key}
          item={item}
          label={t(`home.nav.${item.key}`)}
          className={styles.gridItem}
          unread={item.key === 'mail' ? unread : 0}
        />
      ))}
    </nav>
  );
}
