// Tabs of the lobby's pages: a tab list over one panel, and links shown as tabs.
export { TabList, type TabItem, type TabListProps } from './TabList';
export { LinkTabs, type LinkTab } from './LinkTabs';
