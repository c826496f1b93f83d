import { TabList as SharedTabList, type TabListProps } from '@platform/shared';
import styles from './tabs.module.css';

export type { TabItem, TabListProps } from '@platform/shared';

/** The lobby's tab rows: as wide as their labels, scrolling sideways on a narrow phone. */
export function TabList<T extends string>(props: Omit<TabListProps<T>, 'look'>) {
  return <SharedTabList look="scroll" {...props} className={`${styles.row} ${props.className ?? ''}`.trim()} />;
}
