import { paths } from '@platform/shared';
import type { ActivitySummary } from '@platform/shared/contract';

/** What a member can do from an activity's status (the spec's status list, one action each). */
export type ActivityAction =
  /** Opens the apply form (again after a refusal). */
  | { type: 'apply'; again: boolean }
  /** One tap on the server: join, start a mission, or claim the bonus. */
  | { type: 'act'; label: 'join' | 'start' | 'claim' }
  /** Somewhere else to follow the activity. */
  | { type: 'link'; label: 'view_application' | 'to_rewards' | 'to_leaderboard'; to: string }
  /** Nothing to do: closed, claimed, joined or coming soon. */
  | null;

export const activityInfoPath = (id: number, apply = false) =>
  `${paths.activityInfo}?id=${id}${apply ? '&apply=1' : ''}`;

export function activityAction(activity: Pick<ActivitySummary, 'id' | 'kind' | 'status'>): ActivityAction {
  switch (activity.status) {
    case 'join':
      if (activity.kind === 'apply') return { type: 'apply', again: false };
      return { type: 'act', label: activity.kind === 'mission' ? 'start' : 'join' };
    case 'claim':
      return { type: 'act', label: 'claim' };
    case 'rejected':
      return { type: 'apply', again: true };
    case 'applying':
      return { type: 'link', label: 'view_application', to: activityInfoPath(activity.id) };
    case 'issued':
      return { type: 'link', label: 'to_rewards', to: paths.rewardCenter };
    case 'process':
      return { type: 'link', label: 'to_leaderboard', to: paths.leaderBoard };
    case 'close':
    case 'claimed':
    case 'joined':
    case 'coming_soon':
      return null;
  }
}
