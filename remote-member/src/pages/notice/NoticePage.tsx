import { useQuery } from '@tanstack/react-query';
import {
  Empty,
  QueryState,
  paths,
  useLocation,
  useScope,
  useSearchParams,
  useSessionUser,
  useTranslation,
  useWrite,
} from '@platform/shared';
import type { NoticeList } from '@platform/shared/contract';
import { noticeReadMutation } from '../../api/notice-read';
import { noticesQuery } from '../../api/notices';
import { idParam } from '../../features/reading/id-param';
import { ReadingList } from '../../features/reading/ReadingView';
import { ReadingRow } from '../../features/reading/ReadingRow';
import { SignInRequired } from '../../features/sign-in/SignInRequired';
import { NoticeView } from './NoticeView';
import { noticeTypes } from './notice-types';
import styles from './notice.module.css';

/** What /m/notice lists: every announcement the visitor may see (agent ones only reach agents). */
const ALL_TYPES = 'PL,H,PR,A';
const AGENT_TYPES = 'A';

/**
 * /m/notice (every announcement) and /m/member/notice?types=A (the agent's): the list with the member's
 * read state, and one announcement (`&id=`). Opening an unread one marks it read.
 */
export function NoticePage() {
  const { t } = useTranslation('member');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const user = useSessionUser();
  const agentPage = pathname.replace(/\/+$/, '') === paths.memberNotice;
  const types = noticeTypes(params.get('types'), agentPage ? AGENT_TYPES : ALL_TYPES);
  const membersOnly = agentPage && !user;
  const query = useQuery({ ...noticesQuery(user, useScope(), types), enabled: !membersOnly });
  // Each opened notice is marked on its own; a failed mark says nothing, the list is asked again.
  const read = useWrite(noticeReadMutation(user ?? ''), { concurrent: true });

  if (membersOnly) return <SignInRequired message={t('notice.sign_in')} />;

  const id = idParam(params.get('id'));
  const withId = (next: number | null) => {
    const search = new URLSearchParams(params);
    if (next === null) search.delete('id');
    else search.set('id', String(next));
    const text = search.toString();
    return text ? `?${text}` : '';
  };

  const list = (data: NoticeList) => (
    <ReadingList
      title={agentPage ? t('notice.agent_title') : t('notice.all_title')}
      label={t('notice.list')}
      aside={
        user ? (
          <p className={styles.count}>
            {data.footer.unreadCount > 0
              ? t('notice.unread', { count: data.footer.unreadCount })
              : t('notice.all_read')}
          </p>
        ) : null
      }
    >
      {data.list.map((notice) => (
        <li key={notice.id}>
          <ReadingRow
            search={withId(notice.id)}
            title={notice.title}
            createdAt={notice.createdAt}
            unread={notice.read === null ? null : !notice.read}
            onOpen={() => {
              if (user && notice.read === false) void read.run(notice.id, { onFailure: () => 'none' });
            }}
          />
        </li>
      ))}
    </ReadingList>
  );

  return (
    <QueryState query={query}>
      {(data) => {
        if (id !== null)
          return <NoticeView notice={data.list.find((notice) => notice.id === id)} backSearch={withId(null)} />;
        return data.list.length === 0 ? <Empty text={t('notice.empty')} /> : list(data);
      }}
    </QueryState>
  );
}
