import { useCallback } from 'react';
import { useLocation, useNavigate, useSessionUser, useWrite } from '@platform/shared';
import { addRecentMutation } from '../../api/recent';
import { launchPath, type LaunchTarget } from './launch-rules';

/**
 * Launches games by the spec's rules: a guest goes to the login page; a signed-in member has the
 * game added to recent games and goes to the launch page, which returns here through `pageBack`.
 */
export function useLaunchGame(): (target: LaunchTarget) => void {
  const user = useSessionUser();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Recording the game is not the member's concern: a failure says nothing, and never holds a launch up.
  const { run: addRecent } = useWrite(addRecentMutation(user ?? ''), { concurrent: true });
  return useCallback(
    (target: LaunchTarget) => {
      if (user !== null && target.nodeId !== undefined) {
        void addRecent({ nodeId: target.nodeId, vendor: target.vendor }, { onFailure: () => 'none' });
      }
      navigate(launchPath(target, user !== null, pathname + search));
    },
    [user, addRecent, navigate, pathname, search],
  );
}
