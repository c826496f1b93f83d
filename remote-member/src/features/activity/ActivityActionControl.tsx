import { Button, Link, toast, useScope, useSessionUser, useTranslation, useFormat, useWrite } from '@platform/shared';
import type { ActivitySummary } from '@platform/shared/contract';
import { activityActionMutation } from '../../api/activities';
import { useGuestGuard } from '../guest-guard/use-guest-guard';
import { activityAction, activityInfoPath } from './activity-action';
import { BlockedRule } from './BlockedRule';
import styles from './activity.module.css';

/**
 * The action of an activity's status: a link (apply, the reward centre, the leaderboard) or a button
 * that joins or claims, or the rule that blocks the member. Visitors are asked to log in. `here`
 * leaves out the link to the page it is on.
 */
export function ActivityActionControl({ activity, here = false }: { activity: ActivitySummary; here?: boolean }) {
  const { formatPesos } = useFormat();
  const { t } = useTranslation('member');
  const user = useSessionUser();
  const scope = useScope();
  const guard = useGuestGuard();
  const act = useWrite(activityActionMutation(user ?? '', scope));
  const action = activityAction(activity);
  if (!action) return null;
  // The server says which rule keeps the member out; an action would only be refused.
  if (activity.blocked && action.type !== 'link') return <BlockedRule block={activity.blocked} />;

  if (action.type === 'act') {
    return (
      <Button
        className={styles.action}
        busy={act.busy}
        disabled={act.busy}
        onClick={(event) => {
          guard(event);
          if (!user) return;
          void act.run(activity.id, {
            onSuccess: () => {
              if (action.label === 'claim') {
                toast.success(t('activity.claimed_toast', { amount: formatPesos(activity.bonus) }));
              } else {
                toast.success(t('activity.joined_toast', { title: activity.title }));
              }
            },
          });
        }}
      >
        {t(`activity.action.${action.label}`)}
      </Button>
    );
  }
  if (action.type === 'link' && here && action.label === 'view_application') return null;
  const to = action.type === 'apply' ? activityInfoPath(activity.id, true) : action.to;
  const label = action.type === 'apply' ? (action.again ? 'apply_again' : 'apply') : action.label;
  return (
    <Link className={styles.actionLink} to={to} onClick={guard} replace={here && action.type === 'apply'}>
      {t(`activity.action.${label}`)}
    </Link>
  );
}
