import { describe, expect, it } from 'vitest';
import { mainThreadWait, type TraceEvent } from './main-thread-wait';

const MAIN = { pid: 7, tid: 1 };
const WORKER = { pid: 7, tid: 2 };
const OTHER_RENDERER = { pid: 9, tid: 1 };

const thread = (where: { pid: number; tid: number }, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  ...where,
  args: { name },
});
/** A task at `atMs` that lasted `wallMs` by the clock and had `cpuMs` of the thread's time. */
const task = (where: { pid: number; tid: number }, atMs: number, wallMs: number, cpuMs = wallMs): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts: atMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
  ...where,
});

describe('mainThreadWait', () => {
  it('counts the main thread from the first contentful paint on, by the clock and by its CPU time', () => {
    const events = [
      thread(MAIN, 'CrRendererMain'),
      thread(WORKER, 'ThreadPoolForegroundWorker'),
      task(MAIN, 10, 100, 100), // before the paint: not counted
      { name: 'firstContentfulPaint', ph: 'I', ts: 200_000, ...MAIN },
      task(MAIN, 300, 40, 10), // 4 × 40 = 160 → 110 by the clock; 4 × 10 = 40 → 0 by CPU
      task(MAIN, 400, 30, 25), // 120 → 70; 100 → 50
      task(WORKER, 400, 500, 500), // not the main thread
    ];
    const figures = mainThreadWait(events);
    expect(figures.wallMs).toBeCloseTo(70);
    expect(figures.cpuMs).toBeCloseTo(35);
    expect(figures.blockingByWallMs).toBeCloseTo(180);
    expect(figures.blockingByCpuMs).toBeCloseTo(50);
  });

  it('takes the renderer main thread with the most work when several are traced', () => {
    const events = [
      thread(OTHER_RENDERER, 'CrRendererMain'),
      thread(MAIN, 'CrRendererMain'),
      { name: 'firstContentfulPaint', ph: 'I', ts: 0, ...MAIN },
      task(OTHER_RENDERER, 5, 5),
      task(MAIN, 10, 60, 60),
    ];
    expect(mainThreadWait(events).blockingByCpuMs).toBeCloseTo(190);
  });

  it('reads a task without its CPU time as all work, and a trace without a paint as nothing', () => {
    const noCpu = { ...task(MAIN, 10, 20), tdur: undefined };
    const events = [thread(MAIN, 'CrRendererMain'), { name: 'firstContentfulPaint', ph: 'I', ts: 0, ...MAIN }, noCpu];
    expect(mainThreadWait(events).cpuMs).toBeCloseTo(20);
    expect(mainThreadWait([thread(MAIN, 'CrRendererMain'), noCpu])).toEqual({
      wallMs: 0,
      cpuMs: 0,
      blockingByWallMs: 0,
      blockingByCpuMs: 0,
    });
  });
});
