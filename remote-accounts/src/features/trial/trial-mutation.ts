import { mutationOptions } from '@tanstack/react-query';
import type { TrialAccountValue } from '@platform/shared/contract';

/**
 * Plays as a trial account (the given one, or a new one). Its calls are loaded with the tap, so the
 * login page, which shows only the button, does not carry them.
 */
export const playTrialMutation = () =>
  mutationOptions({
    mutationFn: (account?: TrialAccountValue) => import('./play-trial').then(({ playTrial }) => playTrial(account)),
  });
