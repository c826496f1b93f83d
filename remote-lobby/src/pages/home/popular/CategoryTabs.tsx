import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@platform/shared';
import type { MenuCategory } from './categories';
import styles from './popular-games.module.css';

export interface CategoryTabsProps {
  menu: readonly MenuCategory[];
  active: MenuCategory;
  onChange: (category: MenuCategory) => void;
  /** Prefix of the tab and panel ids. */
  idBase: string;
}

export const tabId = (idBase: string, category: MenuCategory) => `${idBase}-tab-${category}`;
export const panelId = (idBase: string) => `${idBase}-panel`;

/** The horizontal category menu: tabs, with arrow keys, Home and End moving between them. */
export function CategoryTabs({ menu, active, onChange, idBase }: CategoryTabsProps) {
  const { t } = useTranslation('lobby');
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = menu.indexOf(active);
    const to =
      event.key === 'ArrowRight'
        ? (at + 1) % menu.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + menu.length) % menu.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? menu.length - 1
              : -1;
    const next = menu[to];
    if (!next) return;
    event.preventDefault();
    onChange(next);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idBase, next))}`)?.focus();
  };

  return (
    <div
      ref={list}
      className={styles.tabs}
      role="tablist"
      aria-label={t('home.popular.categories')}
      onKeyDown={onKeyDown}
    >
      {menu.map((category) => (
        <button
          key={category}
          id={tabId(idBase, category)}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={category === active}
          aria-controls={panelId(idBase)}
          tabIndex={category === active ? 0 : -1}
          onClick={() => onChange(category)}
        >
          {t(`games.category.${category}`)}
        </button>
      ))}
    </div>
  );
}
