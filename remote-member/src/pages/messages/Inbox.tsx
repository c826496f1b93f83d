import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Empty, QueryState, useScope, useTranslation, useUnreadCount, useWrite } from '@platform/shared';
import { messageListQuery } from '../../api/message-list';
import { allMessagesReadMutation, messageReadMutation } from '../../api/message-read';
import { ReadingList } from '../../features/reading/ReadingView';
import { ReadingRow } from '../../features/reading/ReadingRow';
import { CategoryIcon } from './category-icons';
import styles from './messages.module.css';

/** The inbox: newest first, ten at a time, with the unread count and "mark all as read". */
export function Inbox({ user }: { user: string }) {
  const { t } = useTranslation('member');
  const query = useInfiniteQuery(messageListQuery(user, useScope()));
  // The header's count, which every change here updates: one number for the whole page.
  const unread = useUnreadCount();
  // Each opened message is marked on its own, even while another's mark is on its way.
  const read = useWrite(messageReadMutation(user), { concurrent: true });
  const readAll = useWrite(allMessagesReadMutation(user));

  return (
    <QueryState query={query}>
      {(data) => {
        const messages = data.pages.flatMap((page) => page.list);
        if (messages.length === 0) return <Empty text={t('messages.empty')} />;
        return (
          <>
            <ReadingList
              title={t('messages.inbox')}
              label={t('messages.list')}
              aside={
                <>
                  <p className={styles.count}>
                    {unread > 0 ? t('messages.unread', { count: unread }) : t('messages.all_read')}
                  </p>
                  <Button
                    variant="secondary"
                    disabled={unread === 0 || readAll.busy}
                    onClick={() => void readAll.run()}
                  >
                    {t('messages.mark_all')}
                  </Button>
                </>
              }
            >
              {messages.map((message) => (
                <li key={message.id}>
                  <ReadingRow
                    search={`?id=${message.id}`}
                    title={message.title}
                    excerpt={message.summary}
                    createdAt={message.createdAt}
                    unread={!message.read}
                    icon={<CategoryIcon category={message.category} />}
                    onOpen={() => {
                      if (!message.read) void read.run(message.id);
                    }}
                  />
                </li>
              ))}
            </ReadingList>
            {query.hasNextPage ? (
              <div className={styles.more}>
                <Button
                  variant="secondary"
                  block
                  busy={query.isFetchingNextPage}
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {t('messages.more')}
                </Button>
              </div>
            ) : null}
          </>
        );
      }}
    </QueryState>
  );
}
