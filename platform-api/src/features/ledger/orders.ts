import { randomBytes } from 'node:crypto';
import { MONEY_PAGING, type OrderPage } from '@platform/shared/contract';
import { manilaDayStart } from '../../db/seed/bets';

/** Milliseconds as the ISO date-time the wire carries; null stays null. */
export const isoOf = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
export const iso = (ms: number): string => new Date(ms).toISOString();

const MANILA_OFFSET_MS = 8 * 3_600_000;

/** An order number a person can read out: a letter, Manila's date and the order's row id. */
export function orderNoOf(prefix: 'D' | 'W' | 'T' | 'R', id: number, now: number): string {
  const day = new Date(manilaDayStart(now) + MANILA_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${day}${String(id).padStart(6, '0')}`;
}

// No 0/O or 1/I: the member types this into a payment app's message field.
const REFERENCE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short reference for the member to quote when paying, so the provider can match the payment. */
export function paymentReference(): string {
  return Array.from(randomBytes(8), (byte) => REFERENCE_LETTERS[byte % REFERENCE_LETTERS.length]).join('');
}

/** LIMIT and OFFSET of a page, with the contract's defaults. */
export function pageWindow(query: { pageNo?: number; pageSize?: number }): {
  limit: number;
  offset: number;
  pageNo: number;
} {
  const pageNo = query.pageNo ?? 1;
  const limit = query.pageSize ?? MONEY_PAGING.pageSize;
  return { limit, offset: (pageNo - 1) * limit, pageNo };
}

export function pageOf<T>(list: T[], pageNo: number, limit: number, total: number): OrderPage<T> {
  return { list, pageNum: pageNo, totalPages: Math.max(1, Math.ceil(total / limit)) };
}
