/// <reference types="@rsbuild/core/types" />
// Stands in for `@module-federation/enhanced/runtime` in the single-bundle build: the host's own
// area-loading code runs unchanged, and `loadRemote('lobby/HomePage')` imports the lobby's exposed
// module as an ordinary lazy chunk of the one app. No registry, share scope or remote entry is left.

/** Area → exposed name (`HomePage`) → its file in the area's src/exposes/ (`./home-page.tsx`). */
declare const BENCH_EXPOSES: Record<string, Record<string, string>>;

// One lazy chunk per exposed file, as an app that imports its pages with `import()` would have.
const exposed: Record<string, Rspack.Context> = {
  accounts: import.meta.webpackContext('@platform/remote-accounts/src/exposes', {
    recursive: false,
    regExp: /^\.\/[\w-]+\.tsx?$/,
    mode: 'lazy',
  }),
  lobby: import.meta.webpackContext('@platform/remote-lobby/src/exposes', {
    recursive: false,
    regExp: /^\.\/[\w-]+\.tsx?$/,
    mode: 'lazy',
  }),
  member: import.meta.webpackContext('@platform/remote-member/src/exposes', {
    recursive: false,
    regExp: /^\.\/[\w-]+\.tsx?$/,
    mode: 'lazy',
  }),
  agent: import.meta.webpackContext('@platform/remote-agent/src/exposes', {
    recursive: false,
    regExp: /^\.\/[\w-]+\.tsx?$/,
    mode: 'lazy',
  }),
};

/** `area/Module` → the module the area exposes under that name. */
export async function loadRemote<T>(id: string): Promise<T | null> {
  const [area = '', module = ''] = id.split('/');
  const file = BENCH_EXPOSES[area]?.[module];
  const context = exposed[area];
  if (!file || !context) throw new Error(`${id} is not exposed by any area`);
  return (await context(file)) as T;
}

// What the host asks of the runtime besides loading has nothing to do in one bundle.
export function registerRemotes(): void {}
export function registerPlugins(): void {}
export function getInstance(): undefined {
  return undefined;
}
export async function preloadRemote(): Promise<void> {}
