import { spawn, type SpawnOptions } from 'node:child_process';
import { ROOT } from './paths';

/** Runs a command, inheriting output; rejects with the command line when it fails. */
export function run(command: string, args: readonly string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`"${command} ${args.join(' ')}" failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Runs one of these TypeScript scripts in its own Node process (through tsx), as `run` does. */
export function runScript(script: string, args: readonly string[] = [], options: SpawnOptions = {}): Promise<void> {
  return run(process.execPath, ['--import', 'tsx', script, ...args], options);
}

export function log(message: string): void {
  process.stdout.write(`\x1b[36m›\x1b[0m ${message}\n`);
}
