// `pnpm --filter @platform/shared run calls`: rewrites ./calls.generated.ts from ./endpoints.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { callsSource } from './calls';
import * as endpoints from './endpoints';

const file = resolve(import.meta.dirname, 'calls.generated.ts');
writeFileSync(file, callsSource(endpoints));
console.info(`wrote ${file}`);
