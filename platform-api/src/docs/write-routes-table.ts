import { readFileSync, writeFileSync } from 'node:fs';
import { README, withRoutesTable } from './routes-table';

const before = readFileSync(README, 'utf8');
const after = withRoutesTable(before);
if (after === before) console.info('The README’s route table is up to date.');
else {
  writeFileSync(README, after);
  console.info('Wrote the route table into the README.');
}
