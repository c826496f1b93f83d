import { useId, useState } from 'react';
import { Empty, useTranslation, type TextKey } from '@platform/shared';
import type { LotteryEntry } from '@platform/shared/contract';
import { TabList } from '../../features/tabs';
import styles from './lottery.module.css';

export interface LotteryListProps {
  entries: readonly LotteryEntry[];
  /** The list's accessible name. */
  label: string;
  onPlay: (entry: LotteryEntry) => void;
}

const ALL = 'ALL';

type NamedKind = TextKey<'lobby', 'lottery.kind'>;

// Every class the texts name, which the type asks for one by one; another class the server sends
// shows as the server names it.
const NAMED_KINDS: Record<NamedKind, true> = { ALL: true, FAST: true, CLASSIC: true, KENO: true, PK10: true };
const isNamedKind = (value: string): value is NamedKind => Object.hasOwn(NAMED_KINDS, value);

function LotteryRow({ entry, onPlay }: { entry: LotteryEntry; onPlay: (entry: LotteryEntry) => void }) {
  const { t } = useTranslation('lobby');
  return (
    <li>
      <button type="button" className={styles.row} onClick={() => onPlay(entry)}>
        <img
          className={styles.icon}
          src={entry.iconUrl}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
        />
        <span className={styles.text}>
          <span className={styles.name}>{entry.displayName}</span>
          <span className={styles.meta}>{t('lottery.draw_every', { count: entry.drawMinutes })}</span>
        </span>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={styles.chevron}>
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}

/**
 * Lottery games as rows (name, draw interval). E-lottery games carry a class (gameClassifyNew); when
 * there are several classes, tabs narrow the list to one.
 */
export function LotteryList({ entries, label, onPlay }: LotteryListProps) {
  const { t } = useTranslation('lobby');
  const panelId = useId();
  const [chosen, setChosen] = useState(ALL);
  const classes = [...new Set(entries.flatMap((entry) => (entry.gameClassifyNew ? [entry.gameClassifyNew] : [])))];
  const shown = chosen === ALL ? entries : entries.filter((entry) => entry.gameClassifyNew === chosen);
  return (
    <>
      {classes.length > 1 && (
        <TabList
          label={t('lottery.kinds')}
          items={[ALL, ...classes].map((value) => ({
            value,
            label: isNamedKind(value) ? t(`lottery.kind.${value}`) : value,
          }))}
          value={chosen}
          onSelect={setChosen}
          panelId={panelId}
        />
      )}
      <div
        id={panelId}
        role={classes.length > 1 ? 'tabpanel' : undefined}
        aria-label={classes.length > 1 ? label : undefined}
      >
        {shown.length === 0 ? (
          <Empty text={t('lottery.empty')} />
        ) : (
          <ul className={styles.list} aria-label={label}>
            {shown.map((entry) => (
              <LotteryRow key={entry.nodeId} entry={entry} onPlay={onPlay} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
