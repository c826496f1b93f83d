// Reads a Chromium performance trace (of the scrolling; of a Lighthouse run, for
// scripts/lib/main-thread-wait.ts): finds the page's main-thread tasks and says what the long ones are
// made of. Each task carries its thread time (CPU time) beside its wall time;
// under emulated throttling the thread is paused, not slowed, so thread time × the throttle rate is
// what the task would take on an idle machine at that throttle, whatever else the machine runs.

/** The parts of a trace event read here. */
export interface TraceEvent {
  name: string;
  id?: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: Record<string, unknown>;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url?: string };
  parent?: number;
}

/** One top-level task of the main thread. */
export interface MainTask {
  start: number;
  wallMs: number;
  cpuMs: number;
  /** Self time of each kind of work inside the task, in ms of wall time. */
  parts: Map<string, number>;
}

export interface TraceSummary {
  tasks: MainTask[];
  /** Self time by JS function (name and file) within the tasks long by CPU time, in ms, from the sampling profiler. */
  functions: Map<string, number>;
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** Kinds of work, by the trace event that does them. */
const KINDS: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  'V8.Execute': 'script',
  'v8.callFunction': 'script',
  'v8.run': 'script',
  ResizeObserverController: 'resize observers',
  'ResizeObserverController::DeliverObservations': 'resize observers',
  IntersectionObserverController: 'intersection observers',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  'v8.parseOnBackground': 'compile',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  'V8.GC_SCAVENGER': 'garbage collection',
  'V8.GC_MC_BACKGROUND_MARKING': 'garbage collection',
  BlinkGC: 'garbage collection',
  'BlinkGC.AtomicPhase': 'garbage collection',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  'LocalFrameView::RunPostLifecycleSteps': 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  Commit: 'paint',
  HitTest: 'hit test',
  'Decode Image': 'image decode',
  ImageDecodeTask: 'image decode',
  'Decode LazyPixelRef': 'image decode',
  ParseHTML: 'parse',
  'Document::Parse': 'parse',
  ScrollLayer: 'scroll',
  ResourceSendRequest: 'network',
  ResourceReceiveResponse: 'network',
  ResourceReceivedData: 'network',
  ResourceFinish: 'network',
};

function kindOf(event: TraceEvent): string {
  // V8 names each phase of a collection apart (sweeping, marking, evacuating): all are collection.
  if (event.name.startsWith('V8.GC_')) return 'garbage collection';
  return KINDS[event.name] ?? `other (${event.name})`;
}

/** The renderer main thread that did the most work: the page's. */
function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const mains = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const busy = new Map<string, number>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.ph === 'X' && TASK_NAMES.has(event.name) && mains.has(key)) {
      busy.set(key, (busy.get(key) ?? 0) + (event.dur ?? 0));
    }
  }
  const [best] = [...busy.entries()].sort((a, b) => b[1] - a[1]);
  if (!best) return null;
  const [pid, tid] = best[0].split(':').map(Number);
  return { pid: pid ?? 0, tid: tid ?? 0 };
}

/** Self time of each complete event inside one task, by kind. */
function partsOf(inside: readonly TraceEvent[], task: TraceEvent): Map<string, number> {
  const parts = new Map<string, number>();
  const stack: { event: TraceEvent; end: number; child: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && (stack[stack.length - 1]?.end ?? 0) <= until) {
      const done = stack.pop();
      if (!done) break;
      const self = (done.event.dur ?? 0) - done.child;
      const kind = done.event === task ? 'other (task)' : kindOf(done.event);
      parts.set(kind, (parts.get(kind) ?? 0) + self / 1000);
    }
  };
  for (const event of [task, ...inside]) {
    const end = event.ts + (event.dur ?? 0);
    close(event.ts);
    const parent = stack[stack.length - 1];
    if (parent) parent.child += event.dur ?? 0;
    stack.push({ event, end, child: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  return parts;
}

/**
 * The main thread's tasks after the event `from` in the page's process (a performance mark, or the
 * first contentful paint: the tracing and the profiler starting are work of their own, not the
 * page's), each with what the long ones are made of.
 */
export function readTrace(
  trace: { traceEvents: TraceEvent[] } | TraceEvent[],
  from: string,
  longMs = 50,
): TraceSummary {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const main = pageMainThread(events);
  if (!main) return { tasks: [], functions: new Map() };
  const mark = events.find((event) => event.name === from && event.pid === main.pid);
  if (!mark) throw new Error(`the trace has no mark ${from}`);
  const own = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.ts >= mark.ts)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: MainTask[] = [];
  let index = 0;
  while (index < own.length) {
    const task = own[index];
    index += 1;
    if (!task || !TASK_NAMES.has(task.name)) continue;
    const end = task.ts + (task.dur ?? 0);
    const inside: TraceEvent[] = [];
    while (index < own.length && (own[index]?.ts ?? end) < end) {
      const event = own[index];
      if (event && !TASK_NAMES.has(event.name)) inside.push(event);
      index += 1;
    }
    const wallMs = (task.dur ?? 0) / 1000;
    tasks.push({
      start: task.ts,
      wallMs,
      cpuMs: (task.tdur ?? task.dur ?? 0) / 1000,
      parts: wallMs >= longMs ? partsOf(inside, task) : new Map(),
    });
  }
  // Long by CPU time: a task that waited for a core on a busy machine is not the page's doing.
  const long = tasks.filter((task) => task.cpuMs >= longMs);
  return { tasks, functions: sampledFunctions(events, main, long) };
}

/** Self time of each sampled JS function inside the long tasks. */
function sampledFunctions(
  events: readonly TraceEvent[],
  main: { pid: number; tid: number },
  long: readonly MainTask[],
): Map<string, number> {
  const functions = new Map<string, number>();
  const nodes = new Map<number, ProfileNode>();
  let time = 0;
  // Profiles of other threads (a service worker) share the process: only the main thread's count.
  const ours = new Set(
    events
      .filter((event) => event.name === 'Profile' && event.pid === main.pid && event.tid === main.tid)
      .map((event) => String(event.id)),
  );
  const within = (at: number) => long.some((task) => at >= task.start && at < task.start + task.wallMs * 1000);
  for (const event of events) {
    if (event.pid !== main.pid || !ours.has(String(event.id))) continue;
    if (event.name === 'Profile') {
      time = Number((event.args?.data as { startTime?: number } | undefined)?.startTime ?? event.ts);
      continue;
    }
    if (event.name !== 'ProfileChunk') continue;
    const data = event.args?.data as
      { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    let previous = time;
    samples.forEach((id, at) => {
      time += deltas[at] ?? 0;
      const node = nodes.get(id);
      const spent = (time - previous) / 1000;
      previous = time;
      if (!node || !within(time)) return;
      const { functionName, url } = node.callFrame;
      const file = (url ?? '').split('/').pop() ?? '';
      const key = `${functionName || '(anonymous)'} ${file}`.trim();
      functions.set(key, (functions.get(key) ?? 0) + spent);
    });
  }
  return functions;
}

/** The entries with the largest values, largest first. */
export function largest(values: ReadonlyMap<string, number>, count: number): [string, number][] {
  return [...values.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
}
