import { createLogger } from '../adapters/logger.ts'
import { loadConfig } from '../config.ts'
import { createContext } from '../context.ts'
import { runScheduledJobs } from '../domain/scheduled.ts'

/**
 * The scheduled job (billing, the monthly usage reports mailed on the first, webhook retries) as a Lambda on
 * a cron (EventBridge Scheduler, every minute): one run per invocation. Runs are idempotent and safe side by
 * side, so a retried or overlapping invocation is harmless; a run that throws fails the invocation, and the
 * next one does the work.
 */
const config = loadConfig()
const ctx = createContext(config, createLogger(config, 'simlessly-schedule'))

export async function handler() {
  const counts = await runScheduledJobs(ctx)
  if (Object.values(counts).some((n) => n > 0)) ctx.logger.info('scheduled job ran', counts)
  return counts
}
