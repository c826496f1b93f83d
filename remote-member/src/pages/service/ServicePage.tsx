import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { buttonClass, Empty, QueryState, useScope, useTranslation } from '@platform/shared';
import { serviceLinksQuery, type ServiceLinks } from '../../api/service-info';
import styles from './service.module.css';

// Chats and help desks are other sites: a new tab, with no way back into this page.
const OUTSIDE = { target: '_blank', rel: 'noopener noreferrer' } as const;

function Channels({ links }: { links: ServiceLinks }) {
  const { t } = useTranslation('member');
  const chatId = useId();
  const othersId = useId();
  return (
    <>
      <section className={styles.card} aria-labelledby={chatId}>
        <h2 id={chatId}>{t('service.chat_title')}</h2>
        <p>{t('service.chat_hint')}</p>
        {links.chat ? (
          <a className={buttonClass('primary', true)} href={links.chat.url} {...OUTSIDE}>
            {t('service.open_chat')}
          </a>
        ) : (
          <Empty text={t('service.no_chat')} />
        )}
      </section>
      {links.others.length > 0 ? (
        <section className={styles.card} aria-labelledby={othersId}>
          <h2 id={othersId}>{t('service.others_title')}</h2>
          <ul className={styles.others}>
            {links.others.map((channel) => (
              <li key={channel.url}>
                <a href={channel.url} {...OUTSIDE}>
                  {channel.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {links.version ? <p className={styles.version}>{t('service.version', { version: links.version })}</p> : null}
    </>
  );
}

/** /m/service: the live chat (the sealed type 3 service path, opened) and the merchant's other channels. */
export function ServicePage() {
  const query = useQuery(serviceLinksQuery(useScope()));
  return (
    <div className={styles.page}>
      <QueryState query={query}>{(links) => <Channels links={links} />}</QueryState>
    </div>
  );
}
