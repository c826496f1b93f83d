// `npm run bench:scroll`: serves the site as `npm run bench` does, then scrolls the slots list through
// all its games in Chromium with the CPU 4× slower, and prints the most elements the page held and the
// long tasks while scrolling.
import { withBenchSite } from './bench-site';

await withBenchSite(['bench/scroll.ts']);
