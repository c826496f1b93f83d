import { useCallback } from 'react';
import { useLocation, useNavigate, useSessionUser } from '@platform/shared';
import { useMutation } from '@tanstack/react-query';
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
  const { mutate: addRecent } = useMutation(addRecentMutation(user ?? ''));
  return useCallback(
    (target: LaunchTarget) => {
      if (user !== null && target.nodeId !== undefined) addRecent({ nodeId: target.nodeId, vendor: target.vendor });
      navigate(launchPath(target, user !== null, pathname + search));
    },
    [user, addRecent, navigate, pathname, search],
  );
}
