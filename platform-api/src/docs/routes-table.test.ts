import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { README, routesTable, withRoutesTable } from './routes-table';

describe("the README's route table", () => {
  it('is the one the contract gives (pnpm --filter @platform/api docs:routes writes it)', () => {
    const readme = readFileSync(README, 'utf8');
    expect(
      withRoutesTable(readme) === readme,
      'the table is out of date: run pnpm --filter @platform/api docs:routes',
    ).toBe(true);
  });

  it('names each endpoint once, with who may call it', () => {
    const lines = routesTable().split('\n').slice(2);
    expect(lines.some((line) => /^\| GET +\| `\/withdraw\/info` +\| a signed-in member +\|$/.test(line))).toBe(true);
    expect(new Set(lines.map((line) => line.split('|').slice(1, 3).join('|').replace(/ +/g, ' '))).size).toBe(
      lines.length,
    );
  });
});
