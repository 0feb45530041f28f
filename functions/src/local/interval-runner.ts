/** Console and the Powertools logger both fit. */
export type IntervalLogger = { error(message: string, error: Error): void }

export type IntervalRunner = { stop(): Promise<void> }

/**
 * What a cron does in production, for the local runner: runs `run` every `intervalMs`, the first time at
 * once. A run that is still going when the next is due delays it (runs never overlap); a run that throws
 * is logged and the next one comes as usual. stop() waits for the run in flight.
 */
export function startIntervalRunner(options: {
  name: string
  intervalMs: number
  run: () => Promise<unknown>
  logger?: IntervalLogger
}): IntervalRunner {
  const { name, intervalMs, run, logger = console } = options
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()

  const tick = () => {
    running = (async () => {
      try {
        await run()
      } catch (error) {
        logger.error(`${name}: the run failed; the next one comes as usual`, asError(error))
      }
      if (!stopped) timer = setTimeout(tick, intervalMs)
    })()
  }
  tick()

  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}

function asError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value))
}
