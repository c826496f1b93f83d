// Stands in for `@module-federation/retry-plugin` in the single-bundle build: with no remote to
// fetch there is nothing to retry, and the plugin's code would be bytes no ordinary app carries.
export function RetryPlugin(): { name: string } {
  return { name: 'retry-plugin' };
}
