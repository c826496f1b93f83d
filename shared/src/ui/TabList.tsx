import { useRef, type KeyboardEvent } from 'react';
import styles from './tabs.module.css';

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

export interface TabListProps<T extends string> {
  label: string;
  items: ReadonlyArray<TabItem<T>>;
  value: T;
  onSelect: (value: T) => void;
  /** The id of the panel the tabs control; each tab's id is `tabId(panelId, value)`. */
  panelId: string;
  /**
   * `segmented`: the tabs share the row's width (a two- or three-way switch). `scroll`: each tab is
   * as wide as its label, and the row scrolls sideways when it is wider than the screen.
   */
  look?: 'segmented' | 'scroll';
  /** Where two tab lists control one panel, the second names its tabs apart with its own prefix. */
  idPrefix?: string;
  className?: string;
}

/** The tab look for links drawn as tabs (the current one marked `aria-current="page"`). */
export const tabClasses = (look: 'segmented' | 'scroll') => ({
  row: `${styles.tabs} ${styles[look]}`,
  tab: styles.tab,
});

/** The id of a tab, for its panel's `aria-labelledby`. */
export const tabId = (idPrefix: string, value: string) => `${idPrefix}-tab-${value}`;

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A row of tabs. Only the selected tab is in the Tab order; arrow keys, Home and End move between
 * tabs and select them, as the ARIA tabs pattern with automatic activation has it.
 */
export function TabList<T extends string>({
  label,
  items,
  value,
  onSelect,
  panelId,
  look = 'segmented',
  idPrefix = panelId,
  className = '',
}: TabListProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = STEP[event.key];
    const index = items.findIndex((item) => item.value === value);
    if (!move || index === -1) return;
    event.preventDefault();
    const next = items[move(index, items.length)];
    if (!next) return;
    onSelect(next.value);
    buttons.current.get(next.value)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className={`${tabClasses(look).row} ${className}`.trim()}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(element) => {
              if (element) buttons.current.set(item.value, element);
              else buttons.current.delete(item.value);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.value)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(item.value)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
