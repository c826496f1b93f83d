// How much of a page's main-thread time, in a Chromium trace, was the page's own work and how much was
// the thread waiting for a core. Lighthouse's simulated TBT takes each task's length as the trace
// shows it, by the wall clock, and multiplies it by the CPU slowdown (4): on a machine whose few cores
// are shared with the browser's other threads and processes (scripts compiled in the background, the
// network, the server), a task that worked 10 ms but waited 30 ms for a core counts as 40 ms of work.
// The bench prints both readings so that a change to the page and a busy machine can be told apart.

/** The parts of a trace event this reads. */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts: number;
  dur?: number;
  /** The thread's own CPU time inside the event, where the trace records it. */
  tdur?: number;
  args?: { name?: string; data?: { isOutermostMainFrame?: boolean; documentLoaderURL?: string } };
}

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
 * Reads the page's main thread (the renderer thread whose tasks take longest, as Lighthouse picks it)
 * from its first contentful paint on. `slowdown` is Lighthouse's CPU slowdown (4 on mobile).
 */
export function mainThreadWait(events: readonly TraceEvent[], slowdown = 4): MainThreadWait {
  const busy = new Map<string, number>();
  for (const event of events) {
    if (event.name === 'RunTask' && event.ph === 'X') {
      const key = `${event.pid}:${event.tid}`;
      busy.set(key, (busy.get(key) ?? 0) + (event.dur ?? 0));
    }
  }
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const [main] = [...busy].filter(([key]) => mainThreads.has(key)).sort((a, b) => b[1] - a[1])[0] ?? [];
  const paint = events.find(
    (event) => event.name === 'firstContentfulPaint' && main !== undefined && `${event.pid}:${event.tid}` === main,
  );
  const from = paint?.ts ?? events.find((event) => event.name === 'firstContentfulPaint')?.ts;
  const figures: MainThreadWait = { wallMs: 0, cpuMs: 0, blockingByWallMs: 0, blockingByCpuMs: 0 };
  if (main === undefined || from === undefined) return figures;
  for (const task of events) {
    if (task.name !== 'RunTask' || task.ph !== 'X' || `${task.pid}:${task.tid}` !== main || task.ts < from) continue;
    const wall = (task.dur ?? 0) / 1000;
    const cpu = (task.tdur ?? task.dur ?? 0) / 1000;
    figures.wallMs += wall;
    figures.cpuMs += cpu;
    figures.blockingByWallMs += Math.max(0, slowdown * wall - LONG_TASK_MS);
    figures.blockingByCpuMs += Math.max(0, slowdown * cpu - LONG_TASK_MS);
  }
  return figures;
}
