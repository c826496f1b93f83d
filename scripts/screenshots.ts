// `npm run screenshots`: builds the site (unless --no-build), serves it in test mode as the benchmarks
// do, and takes the README's screenshots into docs/screenshots/ (360 px wide, Tagalog): home, the slots
// list, two games as the launch page shows them, Mine as member01 and the agent home as agent01. It
// also prints what home downloads on first load. BENCH_PORT chooses the port (8280).
import { withBenchSite } from './bench-site';

await withBenchSite(['bench/screenshots.ts']);
