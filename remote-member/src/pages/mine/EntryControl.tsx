import { useId } from 'react';
import { Link, useTranslation } from '@platform/shared';
import { useGuestGuard } from '../../features/guest-guard/use-guest-guard';
import { EntryIcon } from './entry-icons';
import type { MineEntry } from './mine-entries';

export interface EntryControlProps {
  entry: MineEntry;
  className?: string;
  /** Unread messages, shown as a badge on the messages entry. */
  unread: number;
  onReferral: () => void;
}

/** One entry of Mine: a link to its page, or the button that opens the referral panel. */
export function EntryControl({ entry, className, unread, onReferral }: EntryControlProps) {
  const { t } = useTranslation('member');
  const guard = useGuestGuard();
  const badgeId = useId();
  const badge = entry.key === 'messages' && unread > 0;
  const content = (
    <>
      <EntryIcon entry={entry.key} />
      <span>{t(`mine.entries.${entry.key}`)}</span>
      {badge ? (
        <span data-badge aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </>
  );
  if (entry.to === null) {
    return (
      <button
        type="button"
        className={className}
        onClick={(event) => {
          guard(event);
          if (!event.defaultPrevented) onReferral();
        }}
      >
        {content}
      </button>
    );
  }
  return (
    <>
      <Link
        to={entry.to}
        className={className}
        onClick={entry.membersOnly ? guard : undefined}
        aria-describedby={badge ? badgeId : undefined}
      >
        {content}
      </Link>
      {badge ? (
        <span id={badgeId} hidden>
          {t('mine.unread', { count: unread })}
        </span>
      ) : null}
    </>
  );
}
