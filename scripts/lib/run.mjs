import { spawn } from 'node:child_process';
import { ROOT } from './paths.mjs';

/** Runs a command, inheriting output; rejects with the command line when it fails. */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`"${command} ${args.join(' ')}" failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Runs a command quietly and returns its standard output, or null if it cannot run. */
export function capture(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'], ...options });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', () => resolvePromise(null));
    child.on('exit', (code) => resolvePromise(code === 0 ? out.trim() : null));
  });
}

export function log(message) {
  process.stdout.write(`\x1b[36m›\x1b[0m ${message}\n`);
}
