import { describe, expect, it } from 'vitest';
import { announcementFactory } from '@platform/shared/testing';
import { popupExecutions, popupsFor, readFlag, settleFlag, writeFlag, POPUP_FLAG_KEYS } from './popup-flags';

const popup = (id: number, execution?: 'A' | 'B' | 'F') =>
  announcementFactory({ id, type: 'PU', title: `Popup ${id}`, content: `<p>${id}</p>`, execution });

describe('who gets which popups', () => {
  it('gives guests B, members A, and members on a first login A and F', () => {
    expect(popupExecutions('guest', false)).toEqual(['B']);
    expect(popupExecutions('guest', true)).toEqual(['B']);
    expect(popupExecutions('member', false)).toEqual(['A']);
    expect(popupExecutions('member', true)).toEqual(['A', 'F']);
  });

  it('keeps only popups (type PU) of the given executions, in server order', () => {
    const list = [
      popup(1, 'A'),
      popup(2, 'B'),
      popup(3, 'F'),
      popup(4),
      announcementFactory({ id: 5, type: 'B', execution: 'A' }),
    ];
    expect(popupsFor(list, ['A', 'F']).map((item) => item.id)).toEqual([1, 3]);
    expect(popupsFor(list, ['B']).map((item) => item.id)).toEqual([2]);
  });
});

describe('settleFlag', () => {
  const one = { title: 'Popup 1', content: '<p>1</p>' };
  const two = { title: 'Popup 2', content: '<p>2</p>' };

  it('shows popups never stored before and remembers them as seen', () => {
    expect(settleFlag(null, [one])).toEqual({ show: true, seen: [one] });
  });

  it('keeps a closed flag closed while every popup has been seen', () => {
    expect(settleFlag({ show: false, seen: [one, two] }, [two])).toEqual({ show: false, seen: [one, two] });
  });

  it('shows again when an unseen popup arrives, and adds it to the seen list', () => {
    expect(settleFlag({ show: false, seen: [one] }, [one, two])).toEqual({ show: true, seen: [one, two] });
  });

  it('counts a changed content as a new popup when a flag stored no ids', () => {
    const edited = { ...one, content: '<p>1, updated</p>' };
    expect(settleFlag({ show: false, seen: [one] }, [edited]).show).toBe(true);
  });

  it('knows a popup by its id in every language: closed in Tagalog, it stays closed in English', () => {
    const tagalog = { id: 7, title: 'Maligayang pagdating', content: '<p>Maligayang pagdating</p>' };
    const english = { id: 7, title: 'Welcome', content: '<p>Welcome</p>' };
    const closed = { show: false, seen: settleFlag(null, [tagalog]).seen };
    expect(settleFlag(closed, [english])).toEqual(closed);
    expect(settleFlag(closed, [english, { ...english, id: 8 }]).show).toBe(true);
  });

  it('keeps the seen list bounded', () => {
    const many = Array.from({ length: 150 }, (_, index) => ({ title: `P${index}`, content: '' }));
    const flag = settleFlag(null, many);
    expect(flag.seen).toHaveLength(100);
    expect(flag.seen[99]).toEqual({ title: 'P149', content: '' });
  });
});

describe('stored flags', () => {
  it('keeps one flag for members and one for everyone else', () => {
    writeFlag('member', { show: false, seen: [] });
    expect(readFlag('member')).toEqual({ show: false, seen: [] });
    expect(readFlag('guest')).toBeNull();
    expect(POPUP_FLAG_KEYS.member).not.toBe(POPUP_FLAG_KEYS.guest);
  });

  it('reads a damaged flag as none', () => {
    localStorage.setItem(POPUP_FLAG_KEYS.guest, '{"show":"yes"}');
    expect(readFlag('guest')).toBeNull();
    localStorage.setItem(POPUP_FLAG_KEYS.guest, 'not json');
    expect(readFlag('guest')).toBeNull();
  });
});
