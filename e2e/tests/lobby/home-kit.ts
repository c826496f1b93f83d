// Home's announcements, arranged per test by answering the call in the page, so tests beside this
// one still see the seeded list.
import type { Page } from '@playwright/test';
import { API_BASE, PATHS, type Announcement, type AnnouncementList } from '@platform/shared/contract';

type Popup = Pick<Announcement, 'title' | 'content' | 'execution'>;

/** Answers home's announcements with the server's own, their popups replaced by `popups`. */
export async function withPopups(page: Page, popups: readonly Popup[]): Promise<void> {
  await page.route(`**${API_BASE}${PATHS.announcements}?*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: AnnouncementList };
    const others = body.value.list.filter((item) => item.type !== 'PU');
    const list = [
      ...others,
      ...popups.map((popup, index) => ({
        id: 9000 + index,
        type: 'PU' as const,
        createdAt: '2025-05-01T00:00:00.000Z',
        ...popup,
      })),
    ];
    await route.fulfill({ response, json: { value: { ...body.value, list } } });
  });
}

export const popup = (execution: Popup['execution'], title: string): Popup => ({
  execution,
  title,
  content: `<p>${title}</p>`,
});
