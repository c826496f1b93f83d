// Lets Node read the host's route table: of `@platform/shared` it needs only the site's paths, and
// the package's main entry also holds the React components, whose CSS Node cannot load.
const SITE_PATHS = new URL('../../shared/src/config/paths.ts', import.meta.url).href;
const ROUTE_TABLE = new URL('../../host/src/routes/route-table.ts', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === '@platform/shared' && context.parentURL === ROUTE_TABLE) return nextResolve(SITE_PATHS, context);
  return nextResolve(specifier, context);
}
