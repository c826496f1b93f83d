import { resolve } from 'node:path';
import type { Access } from '@platform/shared/contract';
import { allEndpoints } from '@platform/shared/contract/endpoints';

/** platform-api's README, which carries the table. */
export const README = resolve(import.meta.dirname, '../../README.md');

const WHO: Record<Access, string> = {
  public: 'anyone',
  member: 'a signed-in member',
  agent: 'an agent',
  ticket: 'the game page (launch ticket)',
  provider: 'the payment provider (signed)',
  test: 'tests (test mode only)',
};

export const TABLE_START = '<!-- routes-table:start (pnpm --filter @platform/api docs:routes) -->';
export const TABLE_END = '<!-- routes-table:end -->';

/** A Markdown table laid out as Prettier lays it out, so the README stays formatted. */
function markdownTable(head: string[], rows: string[][]): string {
  const widths = head.map((title, column) => Math.max(3, title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** The reference table of every endpoint of the contract: method, path and who may call it. */
export function routesTable(): string {
  const rows = allEndpoints().map((endpoint) => [endpoint.method, `\`${endpoint.path}\``, WHO[endpoint.access]]);
  return markdownTable(['method', 'path', 'who may call it'], rows);
}

/** The README with its generated table replaced by the current one. */
export function withRoutesTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`The README needs the markers ${TABLE_START} and ${TABLE_END}.`);
  return `${readme.slice(0, start + TABLE_START.length)}\n\n${routesTable()}\n\n${readme.slice(end)}`;
}
