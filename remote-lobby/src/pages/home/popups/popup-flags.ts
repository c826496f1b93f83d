import { STORAGE_KEYS } from '@platform/shared/config/storage-keys';
import type { Announcement, Execution } from '@platform/shared/contract';

/** Whose popups: members (flag A) or everyone else (flag B). */
export type PopupAudience = 'member' | 'guest';

/** One stored flag per audience, in localStorage. */
export const POPUP_FLAG_KEYS: Record<PopupAudience, string> = {
  member: STORAGE_KEYS.homePopupMember,
  guest: STORAGE_KEYS.homePopupGuest,
};

/**
 * A popup is known by its id, the same in every language, so one closed in Tagalog stays closed in
 * English; flags stored before ids were kept know it by its title and content.
 */
export interface SeenPopup {
  id?: number;
  title: string;
  content: string;
}

export interface PopupFlag {
  show: boolean;
  seen: SeenPopup[];
}

/** Old entries are dropped past this, so the flag cannot grow without end. */
const SEEN_LIMIT = 100;

/** The executions an audience gets: members A (and F on a first login), everyone else B. */
export function popupExecutions(audience: PopupAudience, firstTimeLogin: boolean): readonly Execution[] {
  if (audience === 'guest') return ['B'];
  return firstTimeLogin ? ['A', 'F'] : ['A'];
}

/** The popups (type PU) of the home announcements that this audience gets, in server order. */
export function popupsFor(list: readonly Announcement[], executions: readonly Execution[]): Announcement[] {
  return list.filter(
    (item) => item.type === 'PU' && item.execution !== undefined && executions.includes(item.execution),
  );
}

const sameEntry = (a: SeenPopup) => (b: SeenPopup) =>
  a.id !== undefined && b.id !== undefined ? a.id === b.id : a.title === b.title && a.content === b.content;

/**
 * The flag after a list arrives: any entry not seen before turns `show` back on; every entry is then
 * remembered as seen. With nothing unseen, `show` stays as the visitor left it.
 */
export function settleFlag(flag: PopupFlag | null, entries: readonly SeenPopup[]): PopupFlag {
  const seen = flag?.seen ?? [];
  const unseen = entries.filter((entry) => !seen.some(sameEntry(entry)));
  const show = unseen.length > 0 || (flag?.show ?? true);
  const remembered = [...seen, ...unseen.map(({ id, title, content }) => ({ id, title, content }))].slice(-SEEN_LIMIT);
  return { show, seen: remembered };
}

function isFlag(value: unknown): value is PopupFlag {
  if (typeof value !== 'object' || value === null) return false;
  const { show, seen } = value as Record<string, unknown>;
  return (
    typeof show === 'boolean' &&
    Array.isArray(seen) &&
    seen.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as SeenPopup).title === 'string' &&
        typeof (entry as SeenPopup).content === 'string' &&
        ['number', 'undefined'].includes(typeof (entry as SeenPopup).id),
    )
  );
}

/** The stored flag of an audience; null when missing or unreadable. */
export function readFlag(audience: PopupAudience): PopupFlag | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(POPUP_FLAG_KEYS[audience]) ?? 'null');
    return isFlag(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeFlag(audience: PopupAudience, flag: PopupFlag): void {
  try {
    localStorage.setItem(POPUP_FLAG_KEYS[audience], JSON.stringify(flag));
  } catch {
    // Not remembered: the popups may show again next time.
  }
}
