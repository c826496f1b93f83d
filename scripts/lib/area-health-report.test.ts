import { describe, expect, it } from 'vitest';
import { healthLines } from './area-health-report';

describe('areas health', () => {
  it('prints per area and version its role, sessions, error rate and top errors', () => {
    const lines = healthLines(
      [
        {
          area: 'lobby',
          version: '1.0.0-next',
          role: 'canary',
          sessions: 8,
          failedSessions: 3,
          errorRate: 0.375,
          loads: 9,
          topErrors: [{ kind: 'render-error', message: 'TypeError: x is undefined', count: 3 }],
        },
      ],
      60,
    );
    expect(lines).toEqual([
      "Area health over the last 60 minutes, from players' browsers:",
      '  lobby     1.0.0-next               canary       8 sessions   37.5 % with errors  9 loads',
      '         3 × render-error: TypeError: x is undefined',
    ]);
    expect(healthLines([], 5)).toContain('  no reports');
  });
});
