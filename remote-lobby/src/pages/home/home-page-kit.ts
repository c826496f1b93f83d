// Test kit of the home page's component tests: a mock server with quiet answers for the sections
// below the fold, idle callbacks held until a test says the page is idle, the announcements call,
// the banners' carousel, and an intersection observer a test can stand in for the browser's.
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { Swiper as SwiperInstance } from 'swiper';
import type { Announcement } from '@platform/shared/contract';
import { announcementFactory, setupMockServer } from '@platform/shared/testing';
import { announcementsRoute, belowFoldHandlers } from './home-kit';

/**
 * Sets up a test file of the home page: call once, at the top of the file. Returns the mock server,
 * the stand-in for `window.scrollTo`, and the helpers that use the held idle callbacks.
 */
export function homePageTest() {
  const server = setupMockServer();
  /** The browser's idle callbacks: held until a test says the page is idle. */
  let idleCallbacks: Array<{ callback: IdleRequestCallback; options?: IdleRequestOptions }> = [];
  const scrollTo = vi.fn();
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
    server.use(...belowFoldHandlers());
    idleCallbacks = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      idleCallbacks.push({ callback, options });
      return idleCallbacks.length;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    scrollTo.mockReset();
  });

  return {
    server,
    scrollTo,
    /** Answers the announcements call with each reply in turn; returns the requests. */
    announcements(...replies: Array<Announcement[] | Response>) {
      const route = announcementsRoute(...replies);
      server.use(route.handler);
      return route.requests;
    },
    /** The idle callbacks held now, with the options each was asked with. */
    heldIdleCallbacks: () => idleCallbacks,
    /** The browser has a moment to spare: what waited for one runs. */
    async becomeIdle() {
      await waitFor(() => expect(idleCallbacks).not.toHaveLength(0));
      const due = idleCallbacks;
      idleCallbacks = [];
      act(() => {
        for (const { callback } of due) callback({ didTimeout: false, timeRemaining: () => 50 });
      });
    },
  };
}

export const banner = (overrides: Partial<Announcement>) =>
  announcementFactory({ type: 'B', url: `/api/art/banner/${overrides.id ?? 1}.svg`, ...overrides });

export const HOME_ITEMS = [
  banner({ id: 1, title: 'Welcome bonus', link: 'https://partner.example/promo' }),
  banner({ id: 2, title: 'Daily rebate', link: '/m/rewardCenter' }),
  announcementFactory({ id: 3, type: 'H', title: 'Maintenance tonight' }),
  announcementFactory({ id: 4, type: 'PL', title: 'New slots this week' }),
  announcementFactory({ id: 5, type: 'PU', title: 'Popup only', execution: 'A' }),
];

/** The swiper instance Swiper keeps on its element. */
export const swiperIn = (region: HTMLElement) =>
  (region.querySelector('.swiper') as (HTMLElement & { swiper: SwiperInstance }) | null)?.swiper;

/**
 * Whether a carousel is advancing on its own: while it does, its slides tell assistive technology
 * nothing of each change (aria-live off); held still, they do (polite).
 */
export const advancing = (swiper: SwiperInstance | undefined) => swiper?.wrapperEl.getAttribute('aria-live') === 'off';

/** The banners' carousel, once it is up. */
export async function carouselIn(region: HTMLElement): Promise<SwiperInstance> {
  let swiper: SwiperInstance | undefined;
  await waitFor(() => {
    swiper = swiperIn(region);
    expect(swiper).toBeDefined();
  });
  return swiper as SwiperInstance;
}

/** Intersection observers made while a test stands this one in for the browser's. */
export class FakeIntersectionObserver {
  static made: FakeIntersectionObserver[] = [];
  readonly watched: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.made.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  unobserve(element: Element) {
    this.watched.splice(this.watched.indexOf(element), 1);
  }
  disconnect() {
    this.watched.length = 0;
  }
  takeRecords() {
    return [];
  }
  /** Tells the observer its elements came within its margin (or not). */
  report(isIntersecting: boolean) {
    const entries = this.watched.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}
