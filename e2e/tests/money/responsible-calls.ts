// Helpers of the responsible-gaming tests: the member's settings as platform-api answers them, and
// dates as server messages write them.
import type { APIRequestContext } from '@playwright/test';
import { API_BASE, RESPONSIBLE_PATHS, type ResponsibleSettings } from '@platform/shared/contract';

export async function responsibleSettings(request: APIRequestContext, token: string): Promise<ResponsibleSettings> {
  const response = await request.get(`${API_BASE}${RESPONSIBLE_PATHS.settings}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { value: ResponsibleSettings }).value;
}

/** A date-time as server messages write it in both languages: "2026-11-24 16:05", Manila time. */
export function manilaMinute(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Manila',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(Date.parse(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
