import { Link, tabClasses } from '@platform/shared';
import styles from './tabs.module.css';

export interface LinkTab {
  key: string;
  label: string;
  to: string;
  current: boolean;
}

const look = tabClasses('scroll');

/** Navigation that looks like tabs: each a link, the current one marked `aria-current="page"`. */
export function LinkTabs({ label, tabs }: { label: string; tabs: readonly LinkTab[] }) {
  return (
    <nav aria-label={label}>
      <ul className={`${look.row} ${styles.row}`} role="list">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link to={tab.to} className={look.tab} aria-current={tab.current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
