import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { ROOT } from './paths';

export const AUTH_EMULATOR_HOST = '127.0.0.1:9099';

/**
 * Starts the Firebase Auth emulator (firebase-tools, offline) for the demo Firebase project of the
 * second merchant. `ready()` resolves once it answers, waiting at most `timeoutMs` from the call: the
 * emulator starts while other checks run, and on a busy machine it may take longer than they do.
 */
export function startAuthEmulator(): {
  child: ChildProcess;
  ready: (timeoutMs?: number) => Promise<void>;
  stop: () => void;
} {
  const child = spawn(
    resolve(ROOT, 'e2e/node_modules/.bin/firebase'),
    ['emulators:start', '--only', 'auth', '--project', 'demo-golden-reef', '--config', 'firebase.json'],
    {
      cwd: resolve(ROOT, 'e2e'),
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  let exited = false;
  child.on('exit', () => (exited = true));
  const ready = async (timeoutMs = 120_000): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (exited) throw new Error('The Firebase Auth emulator stopped while starting.');
      try {
        await fetch(`http://${AUTH_EMULATOR_HOST}/`);
        return;
      } catch {
        await new Promise((done) => setTimeout(done, 500));
      }
    }
    throw new Error(`The Firebase Auth emulator did not answer on ${AUTH_EMULATOR_HOST} within ${timeoutMs / 1000} s.`);
  };
  return { child, ready, stop: () => child.kill('SIGTERM') };
}
