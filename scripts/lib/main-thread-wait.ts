// How much of a page's main-thread time, in a Chromium trace, was the page's own work and how much was
// the thread waiting for a core. Lighthouse's simulated TBT takes each task's length as the trace
// shows it, by the wall clock, and multiplies it by the CPU slowdown (4): on a machine whose few cores
// are shared with the browser's other threads and processes (scripts compiled in the background, the
// network, the server), a task that worked 10 ms but waited 30 ms for a core counts as 40 ms of work.
// The bench prints both readings so that a change to the page and a busy machine can be told apart.
import { readTrace, type MainTask, type TraceEvent } from '../../e2e/bench/scroll-trace';

export type { TraceEvent };

export interface MainThreadWait {
  /** The tasks' length from the first contentful paint to the end of the trace, by the wall clock. */
  wallMs: number;
  /** The same tasks' CPU time on the main thread. */
  cpuMs: number;
  /** Σ max(0, slowdown × length − 50 ms): Lighthouse's blocking rule, by the wall clock … */
  blockingByWallMs: number;
  /** … and by the thread's CPU time, as if the page had the cores to itself. */
  blockingByCpuMs: number;
}

/** Above this, a task (slowed down) blocks input: Lighthouse's long-task threshold. */
const LONG_TASK_MS = 50;

/**
 * Reads the page's main thread (readTrace's: the renderer thread whose tasks take longest) from its
 * first contentful paint on. `slowdown` is Lighthouse's CPU slowdown (4 on mobile). A trace without
 * that paint reads as nothing.
 */
export function mainThreadWait(events: TraceEvent[], slowdown = 4): MainThreadWait {
  const figures: MainThreadWait = { wallMs: 0, cpuMs: 0, blockingByWallMs: 0, blockingByCpuMs: 0 };
  let tasks: MainTask[];
  try {
    ({ tasks } = readTrace(events, 'firstContentfulPaint', Number.POSITIVE_INFINITY));
  } catch {
    // readTrace's one refusal: the page's main thread never painted.
    return figures;
  }
  for (const { wallMs, cpuMs } of tasks) {
    figures.wallMs += wallMs;
    figures.cpuMs += cpuMs;
    figures.blockingByWallMs += Math.max(0, slowdown * wallMs - LONG_TASK_MS);
    figures.blockingByCpuMs += Math.max(0, slowdown * cpuMs - LONG_TASK_MS);
  }
  return figures;
}
