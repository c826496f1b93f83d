// Writes src/contract/mobile-metadata.json: libphonenumber-js's minimal metadata cut down to the
// countries the merchants serve. Run it after updating libphonenumber-js:
//   pnpm --filter @platform/shared run mobile-metadata
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mobileMetadata } from '../src/contract/mobile-metadata-cut';

const target = fileURLToPath(new URL('../src/contract/mobile-metadata.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(mobileMetadata(), null, 2)}\n`);
console.info(`wrote ${target}`);
