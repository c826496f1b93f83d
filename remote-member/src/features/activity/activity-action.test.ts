import { describe, expect, it } from 'vitest';
import { ACTIVITY_STATUSES, type ActivityKind, type ActivityStatus } from '@platform/shared/contract';
import { activityAction } from './activity-action';

const actionOf = (status: ActivityStatus, kind: ActivityKind = 'apply') => activityAction({ id: 7, kind, status });

describe('activityAction', () => {
  it('gives each of the spec’s statuses its action', () => {
    expect(Object.fromEntries(ACTIVITY_STATUSES.map((status) => [status, actionOf(status)]))).toEqual({
      join: { type: 'apply', again: false },
      claim: { type: 'act', label: 'claim' },
      applying: { type: 'link', label: 'view_application', to: '/m/activityInfo?id=7' },
      close: null,
      rejected: { type: 'apply', again: true },
      issued: { type: 'link', label: 'to_rewards', to: '/m/rewardCenter' },
      claimed: null,
      process: { type: 'link', label: 'to_leaderboard', to: '/m/leaderBoard' },
      joined: null,
      coming_soon: null,
    });
  });

  it('joins a join activity and starts a mission in one tap', () => {
    expect(actionOf('join', 'join')).toEqual({ type: 'act', label: 'join' });
    expect(actionOf('join', 'mission')).toEqual({ type: 'act', label: 'start' });
  });
});
