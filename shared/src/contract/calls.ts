// Writes ./calls.generated.ts from the endpoint descriptors (./endpoints): for each, the route a page
// calls, with the descriptor's schemas as types only. `pnpm --filter @platform/shared run calls`
// rewrites it; a unit test fails while it is out of date.
import type { Endpoint, RouteOptions } from './endpoint';

const GROUP_NAME = /^[A-Z][A-Z_]*_ENDPOINTS$/;
const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function optionsOf(endpoint: Endpoint): string {
  const options: RouteOptions = {
    ...(endpoint.encrypted ? { encrypted: true } : {}),
    ...(endpoint.form ? { form: true } : {}),
    ...(endpoint.headers ? { headers: endpoint.headers } : {}),
  };
  const entries = Object.entries(options).map(([name, value]) =>
    typeof value === 'boolean'
      ? `${name}: ${value}`
      : `${name}: { ${Object.entries(value as Record<string, string>)
          .map(([header, text]) => `${quote(header)}: ${quote(text)}`)
          .join(', ')} }`,
  );
  return entries.length > 0 ? `, { ${entries.join(', ')} }` : '';
}

/** The text of ./calls.generated.ts for the exports of ./endpoints. */
export function callsSource(modules: Record<string, unknown>): string {
  const lines = [
    '// Generated from the endpoint descriptors (./endpoints) by `pnpm --filter @platform/shared run calls`;',
    '// do not edit. Each is the route a page calls; the schemas are types only (see Route in ./endpoint).',
    '// The calls are marked pure so that a bundle keeps only the groups its pages call.',
    "import type * as Descriptors from './endpoints';",
    "import { route } from './endpoint';",
  ];
  const groups = Object.entries(modules)
    .filter(([name]) => GROUP_NAME.test(name))
    .sort(([a], [b]) => a.localeCompare(b));
  for (const [group, endpoints] of groups) {
    lines.push('', `export const ${group} = {`);
    for (const [name, endpoint] of Object.entries(endpoints as Record<string, Endpoint>)) {
      const type = `typeof Descriptors.${group}.${name}`;
      lines.push(
        `  ${name}: /* @__PURE__ */ route<${type}>(${quote(endpoint.method)}, ${quote(endpoint.path)}${optionsOf(endpoint)}),`,
      );
    }
    lines.push('} as const;');
  }
  return `${lines.join('\n')}\n`;
}
