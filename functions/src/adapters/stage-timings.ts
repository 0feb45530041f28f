import { readFileSync, renameSync, writeFileSync } from 'node:fs'

/**
 * Time per stage of the batch pipeline, for `npm run bench:generate`: wall milliseconds and the CPU
 * milliseconds of the thread that runs the stages. Off unless STAGE_TIMINGS_FILE is set (then `timed` is
 * a plain call). Chunks run side by side in one thread, so a stage's CPU is attributed thus: a synchronous
 * stage has the thread to itself and gets all the CPU used while it runs; the CPU used between two stage
 * boundaries otherwise is shared equally by the asynchronous stages open then (each was waiting on, or
 * handling, its own requests). What no stage was open for is `outside` (the job runner, queue polling).
 */
export type StageFigures = {
  calls: number
  wallMs: number
  cpuMs: number
  /** When the stage's first call started and ended (epoch ms): a batch's first chunk, for its first AC. */
  first?: { startedAt: number; endedAt: number }
}
export type StageTimings = {
  stages: Record<string, StageFigures>
  outsideCpuMs: number
  /** How the CPU was read: the thread's own (schedstat) or the whole process's. */
  source: 'thread' | 'process'
}

type Span = { stage: string; cpuMs: number }

/** The calling thread's CPU time in ms: /proc/thread-self/schedstat (ns) on Linux, else the process's. */
const threadCpu = (() => {
  try {
    readFileSync('/proc/thread-self/schedstat', 'utf8')
    const read = () => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6
    return { read, source: 'thread' as const }
  } catch {
    const read = () => {
      const { user, system } = process.cpuUsage()
      return (user + system) / 1000
    }
    return { read, source: 'process' as const }
  }
})()

/** The calling thread's CPU time in ms so far (for work timed in another thread, see `recordStage`). */
export const threadCpuMs = () => threadCpu.read()

const FLUSH_EVERY_MS = 250
const clocks = new Map<string, ReturnType<typeof createClock>>()

function createClock(file: string) {
  const totals: StageTimings = { stages: {}, outsideCpuMs: 0, source: threadCpu.source }
  const open = new Set<Span>()
  let last = threadCpu.read()
  let flushed = 0
  /** Shares the CPU used since the last boundary among the open asynchronous stages. */
  const settle = () => {
    const now = threadCpu.read()
    const used = now - last
    last = now
    if (open.size === 0) totals.outsideCpuMs += used
    else for (const span of open) span.cpuMs += used / open.size
  }
  const close = (span: Span, wallMs: number, calls = 1) => {
    const endedAt = Date.now()
    const figures = totals.stages[span.stage] ?? {
      calls: 0,
      wallMs: 0,
      cpuMs: 0,
      first: { startedAt: endedAt - wallMs, endedAt },
    }
    totals.stages[span.stage] = {
      ...figures,
      calls: figures.calls + calls,
      wallMs: figures.wallMs + wallMs,
      cpuMs: figures.cpuMs + span.cpuMs,
    }
    if (performance.now() - flushed > FLUSH_EVERY_MS || open.size === 0) {
      flushed = performance.now()
      // Whole or not at all: the bench may read it at any moment.
      writeFileSync(`${file}.part`, JSON.stringify(totals))
      renameSync(`${file}.part`, file)
    }
  }
  return {
    async timed<T>(stage: string, work: () => Promise<T>): Promise<T> {
      settle()
      const span = { stage, cpuMs: 0 }
      const started = performance.now()
      open.add(span)
      try {
        return await work()
      } finally {
        settle()
        open.delete(span)
        close(span, performance.now() - started)
      }
    },
    /** Figures measured elsewhere (another thread's work), added to the stage's. */
    record(stage: string, cpuMs: number, wallMs: number, calls: number) {
      close({ stage, cpuMs }, wallMs, calls)
    },
    timedSync<T>(stage: string, work: () => T): T {
      settle()
      const started = performance.now()
      try {
        return work()
      } finally {
        const now = threadCpu.read()
        const span = { stage, cpuMs: now - last }
        last = now
        close(span, performance.now() - started)
      }
    },
  }
}

const clockOf = (file: string | undefined) => {
  if (!file) return undefined
  const clock = clocks.get(file) ?? createClock(file)
  clocks.set(file, clock)
  return clock
}

/** Runs an asynchronous stage, timed when `file` (the config's stageTimingsFile) is set. */
export function timed<T>(file: string | undefined, stage: string, work: () => Promise<T>): Promise<T> {
  const clock = clockOf(file)
  return clock ? clock.timed(stage, work) : work()
}

/** Runs a synchronous stage (it has the thread to itself), timed when `file` is set. */
export function timedSync<T>(file: string | undefined, stage: string, work: () => T): T {
  const clock = clockOf(file)
  return clock ? clock.timedSync(stage, work) : work()
}

/** Adds what another thread measured for `stage` (its own CPU and wall), when `file` is set. */
export function recordStage(
  file: string | undefined,
  stage: string,
  figures: { cpuMs: number; wallMs: number; calls: number },
): void {
  clockOf(file)?.record(stage, figures.cpuMs, figures.wallMs, figures.calls)
}

/** The figures a worker wrote, for the bench. */
export function readStageTimings(file: string): StageTimings {
  return JSON.parse(readFileSync(file, 'utf8')) as StageTimings
}
