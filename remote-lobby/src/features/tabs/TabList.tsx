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
  /** The id of the panel the tabs control. */
  panelId: string;
}

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A row of tabs that scrolls sideways when it is wider than the screen. One tab is in the Tab
 * order; arrow keys, Home and End move between tabs and select them.
 */
export function TabList<T extends string>({ label, items, value, onSelect, panelId }: TabListProps<T>) {
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
    <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
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
