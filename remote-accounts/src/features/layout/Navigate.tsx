import { useEffect } from 'react';
import { useNavigate } from '@platform/shared';

/** Replaces the location once mounted (shared exposes the router hooks, not <Navigate>). */
export function Navigate({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
