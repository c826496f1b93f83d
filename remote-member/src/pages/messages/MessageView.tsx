import { useQuery } from '@tanstack/react-query';
import {
  Button,
  QueryState,
  confirmDialog,
  toApiError,
  toast,
  useLocation,
  useNavigate,
  useScope,
  useTranslation,
  useWrite,
} from '@platform/shared';
import { messageDetailQuery } from '../../api/message-detail';
import { messageDeleteMutation } from '../../api/message-delete';
import { ReadingGone, ReadingView } from '../../features/reading/ReadingView';

/** One message, opened from the inbox, with a way back and a way to delete it. */
export function MessageView({ user, id }: { user: string; id: number }) {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const query = useQuery(messageDetailQuery(user, useScope(), id));
  const remove = useWrite(messageDeleteMutation(user));

  const onDelete = async () => {
    const confirmed = await confirmDialog({
      title: t('messages.delete_title'),
      message: t('messages.delete_confirm'),
      confirmText: t('messages.delete'),
    });
    if (!confirmed) return;
    await remove.run(id, {
      onSuccess: () => {
        toast.success(t('messages.deleted'));
        navigate(pathname, { replace: true });
      },
    });
  };

  // A message deleted elsewhere, or another member's, is simply not there any more.
  if (query.isError && toApiError(query.error).status === 404) {
    return <ReadingGone text={t('messages.gone')} backLabel={t('messages.back')} />;
  }
  return (
    <QueryState query={query}>
      {(message) => (
        <ReadingView
          backLabel={t('messages.back')}
          title={message.title}
          createdAt={message.createdAt}
          html={message.content}
          actions={
            <Button variant="secondary" busy={remove.busy} disabled={remove.busy} onClick={onDelete}>
              {t('messages.delete')}
            </Button>
          }
        />
      )}
    </QueryState>
  );
}
