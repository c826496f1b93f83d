// `areas health`: what players' browsers reported of each area release, as platform-api sums it.
import { API_BASE } from '@platform/shared/contract';
import { AREA_HEALTH_PATHS } from '@platform/shared/registry';

interface ReleaseHealthRow {
  area: string;
  version: string;
  role: 'stable' | 'canary' | 'retired';
  sessions: number;
  failedSessions: number;
  errorRate: number;
  loads: number;
  topErrors: { kind: string; message: string; count: number }[];
}

/** The summary as lines: one per area release, and its top errors under it. */
export function healthLines(rows: readonly ReleaseHealthRow[], minutes: number): string[] {
  const lines = [`Area health over the last ${minutes} minutes, from players' browsers:`];
  if (rows.length === 0) lines.push('  no reports');
  for (const row of rows) {
    const rate = `${(Math.round(row.errorRate * 1000) / 10).toFixed(1)} %`;
    lines.push(
      `  ${row.area.padEnd(9)} ${row.version.padEnd(24)} ${row.role.padEnd(8)} ` +
        `${String(row.sessions).padStart(5)} sessions  ${rate.padStart(7)} with errors  ${row.loads} loads`,
    );
    for (const error of row.topErrors) {
      lines.push(`      ${String(error.count).padStart(4)} × ${error.kind}: ${error.message || '(no message)'}`);
    }
  }
  return lines;
}

export async function printHealth(apiOrigin: string, minutes: number): Promise<void> {
  const url = `${apiOrigin}${API_BASE}${AREA_HEALTH_PATHS.summary}?minutes=${minutes}`;
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new Error(`platform-api did not answer at ${apiOrigin}: is the site running (npm run serve)?`);
  }
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}.`);
  const { value } = (await response.json()) as { value: ReleaseHealthRow[] };
  console.log(healthLines(value, minutes).join('\n'));
}
