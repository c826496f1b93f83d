import { useCallback, useEffect } from 'react';
import { takeIntentAction, useLocation, useLoginHere, useNavigate, useSessionUser, useWrite } from '@platform/shared';
import { addRecentMutation } from '../../api/recent';
import { launchPath, type LaunchTarget } from './launch-rules';

/** The intent a guest's tap on a game leaves: launch it after the login. */
const LAUNCH_INTENT = 'lobby.launch';

const isLaunchTarget = (value: unknown): value is LaunchTarget => {
  const target = value as Partial<LaunchTarget> | null;
  return (
    typeof target?.vendor === 'string' &&
    (target.nodeId === undefined || typeof target.nodeId === 'number') &&
    (target.roomId === undefined || typeof target.roomId === 'string')
  );
};

/**
 * Launches games by the spec's rules: a guest goes to the login page and, back here after it, the
 * game launches; a signed-in member has the game added to recent games and goes to the launch page,
 * which returns here through `pageBack`.
 */
export function useLaunchGame(): (target: LaunchTarget) => void {
  const user = useSessionUser();
  const navigate = useNavigate();
  const loginHere = useLoginHere();
  const { pathname, search } = useLocation();
  // Recording the game is not the member's concern: a failure says nothing, and never holds a launch up.
  const { run: addRecent } = useWrite(addRecentMutation(user ?? ''), { concurrent: true });
  const launch = useCallback(
    (target: LaunchTarget) => {
      if (user === null) {
        loginHere({ kind: LAUNCH_INTENT, data: target });
        return;
      }
      if (target.nodeId !== undefined) {
        void addRecent({ nodeId: target.nodeId, vendor: target.vendor }, { onFailure: () => 'none' });
      }
      navigate(launchPath(target, true, pathname + search));
    },
    [user, addRecent, navigate, loginHere, pathname, search],
  );

  useEffect(() => {
    if (user === null) return;
    const target = takeIntentAction<unknown>(LAUNCH_INTENT);
    if (isLaunchTarget(target)) launch(target);
  }, [user, launch]);

  return launch;
}
