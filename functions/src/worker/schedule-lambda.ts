import { createLogger } from '../adapters/logger.ts'
import { loadConfig } from '../config.ts'
import { createContext } from '../context.ts'
import { runBillingSchedule } from '../domain/billing/schedule.ts'

/**
 * The billing schedule as a Lambda on a cron (EventBridge Scheduler, every few minutes): one run per
 * invocation. Runs are idempotent and safe side by side, so a retried or overlapping invocation is harmless;
 * a run that throws fails the invocation, and the next one does the work.
 */
const config = loadConfig()
const ctx = createContext(config, createLogger(config, 'simlessly-schedule'))

export async function handler() {
  const counts = await runBillingSchedule(ctx)
  ctx.logger.info('billing schedule ran', counts)
  return counts
}
