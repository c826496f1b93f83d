import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginFor, type IntentAction } from './intent';

/**
 * Sends a guest to the login page, to come back to this page (and finish `action` here) after it:
 * what every guest-gated button does instead of navigating to the login page bare.
 */
export function useLoginHere(): (action?: IntentAction) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (action?: IntentAction) => navigate(loginFor(pathname + search, action)),
    [navigate, pathname, search],
  );
}
