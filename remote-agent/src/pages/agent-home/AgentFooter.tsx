import { useQuery } from '@tanstack/react-query';
import { announcementsQuery, useScope, useSession, useSiteConfig, useTranslation } from '@platform/shared';
import { MenuButton } from './MenuButton';
import { FOOTER_ITEMS, shownItems } from './nav-items';
import styles from './agent-home.module.css';

/** Home, open account, dividends and the agent announcements with their unread count. */
export function AgentFooter() {
  const { t } = useTranslation('agent');
  const { startup } = useSiteConfig();
  const { info } = useSession();
  const items = shownItems(FOOTER_ITEMS, startup?.whitelabel ?? {});
  const notices = useQuery({
    ...announcementsQuery(useScope(), { types: 'A', groupName: 'm_home' }),
    enabled: info !== null && items.some((item) => item.key === 'announcements'),
  });
  const unread = notices.data?.footer.unreadCount ?? 0;
  return (
    <nav className={styles.footer} aria-label={t('home.footer.label')}>
      {items.map((item) => (
        <MenuButton
          key={item.key}
          item={item}
          label={t(`home.footer.${item.key}`)}
          className={styles.footerItem}
          unread={item.key === 'announcements' ? unread : 0}
        />
      ))}
    </nav>
  );
}
