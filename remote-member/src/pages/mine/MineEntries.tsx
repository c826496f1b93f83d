import { useId, type ReactNode } from 'react';
import { useTranslation } from '@platform/shared';
import { EntryControl } from './EntryControl';
import { ENTRY_GROUPS, type MineEntry } from './mine-entries';
import classic from './mine-page.module.css';
import fresh from './mine-new.module.css';

interface EntriesProps {
  entries: readonly MineEntry[];
  unread: number;
  onReferral: () => void;
}

const Chevron = () => (
  <svg className={classic.chevron} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** The classic template: one list of rows, in the spec's order. */
export function EntryList({ entries, unread, onReferral }: EntriesProps) {
  const { t } = useTranslation('member');
  return (
    <nav className={classic.list} aria-label={t('mine.services')}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key} className={classic.item}>
            <EntryControl entry={entry} className={classic.row} unread={unread} onReferral={onReferral} />
            <Chevron />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={fresh.group} aria-labelledby={id}>
      <h2 id={id} className={fresh.groupTitle}>
        {title}
      </h2>
      <ul className={fresh.grid}>{children}</ul>
    </section>
  );
}

/** The new template: the same entries as icon grids in groups (records, rewards, account, more). */
export function EntryGroups({ entries, unread, onReferral }: EntriesProps) {
  const { t } = useTranslation('member');
  return (
    <nav className={fresh.groups} aria-label={t('mine.services')}>
      {ENTRY_GROUPS.map((group) => {
        const members = entries.filter((entry) => entry.group === group);
        if (members.length === 0) return null;
        return (
          <Group key={group} title={t(`mine.groups.${group}`)}>
            {members.map((entry) => (
              <li key={entry.key} className={fresh.cell}>
                <EntryControl entry={entry} className={fresh.entry} unread={unread} onReferral={onReferral} />
              </li>
            ))}
          </Group>
        );
      })}
    </nav>
  );
}
