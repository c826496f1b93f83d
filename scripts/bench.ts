// `npm run bench`: builds, releases into a scratch store, serves, and prints the JavaScript that
// /m/home, /m/login and the slots list download as a guest, by app, with the copies of react-dom and
// the MF runtime.
import { withBenchSite } from './bench-site';

await withBenchSite(['bench/measure.ts'], {
  BENCH_PAGES: process.env.BENCH_PAGES ?? '/m/home,/m/login,/m/gameList?gameType=RNG',
});
