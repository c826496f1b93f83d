import { useEffect, useRef, useState } from 'react';

export type ChallengeStatus = { state: 'idle' } | { state: 'working'; percent: number } | { state: 'solved' };

// The challenge's request and its solver come when a member first takes that path.
const challengeParts = () =>
  Promise.all([import('../../api/login-challenge'), import('./solve-challenge')]).then(
    ([{ postLoginChallenge }, { solveChallenge }]) => ({ postLoginChallenge, solveChallenge }),
  );

export interface SolvedChallenge {
  challengeId: string;
  challengeNonce: string;
}

/** The proof-of-work path past the captcha: asks for a challenge for the account, solves it, tells how far. */
export function useLoginChallenge() {
  const [status, setStatus] = useState<ChallengeStatus>({ state: 'idle' });
  const running = useRef<AbortController | null>(null);
  // Work for a form that is gone (the dialog closed) is wasted battery.
  useEffect(() => () => running.current?.abort(), []);

  const solve = async (username: string): Promise<SolvedChallenge> => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setStatus({ state: 'working', percent: 0 });
    try {
      const { postLoginChallenge, solveChallenge } = await challengeParts();
      const challenge = await postLoginChallenge({ username });
      const challengeNonce = await solveChallenge(challenge, {
        signal: controller.signal,
        onProgress: (share) => {
          const percent = Math.floor(share * 100);
          setStatus((now) =>
            now.state === 'working' && now.percent === percent ? now : { state: 'working', percent },
          );
        },
      });
      setStatus({ state: 'solved' });
      return { challengeId: challenge.challengeId, challengeNonce };
    } catch (error) {
      setStatus({ state: 'idle' });
      throw error;
    }
  };

  return { status, solve, reset: () => setStatus({ state: 'idle' }) };
}
