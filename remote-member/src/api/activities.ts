import { call, queryClient, sessionKey, type Scope } from '@platform/shared';
import {
  PROMOTION_ENDPOINTS,
  type ActivityApplyBody,
  type ActivityCategory,
  type ActivityDetail,
} from '@platform/shared/contract';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { refreshWalletQuietly } from '../features/money/refresh-wallet';

export const fetchActivities = (category: ActivityCategory | null) =>
  call(PROMOTION_ENDPOINTS.activities, { query: category ? { category } : {} });
export const fetchActivity = (id: number) => call(PROMOTION_ENDPOINTS.activity, { params: { id } });
export const postActivityAction = (id: number) => call(PROMOTION_ENDPOINTS.activityAction, { params: { id } });
export const postApplication = (id: number, body: ActivityApplyBody) =>
  call(PROMOTION_ENDPOINTS.activityApply, { params: { id }, body });

// Statuses are the member's, so a member's answers live under the session; a visitor's are the merchant's.
const activitiesKey = (user: string | null, scope: Scope) =>
  user ? sessionKey(user, 'activities', scope.language) : (['activities', scope.merchant, scope.language] as const);

/** The activities of a category (all when null), with the member's statuses. */
export function activitiesQuery(user: string | null, scope: Scope, category: ActivityCategory | null) {
  return queryOptions({
    queryKey: [...activitiesKey(user, scope), 'list', category ?? 'all'],
    queryFn: () => fetchActivities(category),
    staleTime: 60_000,
  });
}

export function activityQuery(user: string | null, scope: Scope, id: number) {
  return queryOptions({
    queryKey: [...activitiesKey(user, scope), 'detail', id],
    queryFn: () => fetchActivity(id),
    staleTime: 60_000,
  });
}

/** After a change, the detail shows the server's answer and every list asks again. */
function settle(user: string, scope: Scope, detail: ActivityDetail) {
  queryClient.setQueryData(activityQuery(user, scope, detail.id).queryKey, detail);
  return queryClient.invalidateQueries({ queryKey: [...activitiesKey(user, scope), 'list'] });
}

/** Joins, starts or claims an activity; a claimed bonus moves the header's balance too. */
export function activityActionMutation(user: string, scope: Scope) {
  return mutationOptions({
    mutationFn: postActivityAction,
    onSuccess: (detail) => {
      if (detail.status === 'claimed') void refreshWalletQuietly(user);
      return settle(user, scope, detail);
    },
  });
}

/** Sends an application (comment and uploaded images). */
export function applicationMutation(user: string, scope: Scope, id: number) {
  return mutationOptions({
    mutationFn: (body: ActivityApplyBody) => postApplication(id, body),
    onSuccess: (detail) => settle(user, scope, detail),
  });
}
