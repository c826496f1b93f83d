import { useSearchParams, useSessionUser, useTranslation } from '@platform/shared';
import { idParam } from '../../features/reading/id-param';
import { SignInRequired } from '../../features/sign-in/SignInRequired';
import { Inbox } from './Inbox';
import { MessageView } from './MessageView';

/** /m/webEmail and /m/message: the member's inbox, or one message (`?id=`). */
export function MessagesPage() {
  const { t } = useTranslation('member');
  const user = useSessionUser();
  const [params] = useSearchParams();
  if (!user) return <SignInRequired message={t('messages.sign_in')} />;
  const id = idParam(params.get('id'));
  return id === null ? <Inbox user={user} /> : <MessageView key={id} user={user} id={id} />;
}
