import { createLogger } from '../adapters/logger.ts'
import { loadConfig } from '../config.ts'
import { createContext } from '../context.ts'
import { runBillingSchedule } from '../domain/billing/schedule.ts'
import { mailMonthlyReports } from '../domain/insights/report-mail.ts'

/**
 * The billing schedule (and the monthly usage reports, mailed on the first) as a Lambda on a cron (EventBridge Scheduler, every few minutes): one run per
 * invocation. Runs are idempotent and safe side by side, so a retried or overlapping invocation is harmless;
 * a run that throws fails the invocation, and the next one does the work.
 */
const config = loadConfig()
const ctx = createContext(config, createLogger(config, 'simlessly-schedule'))

export async function handler() {
  const counts = await runBillingSchedule(ctx)
  ctx.logger.info('billing schedule ran', counts)
  const reports = await mailMonthlyReports(ctx)
  if (reports > 0) ctx.logger.info('monthly usage reports mailed', { reports })
  return { ...counts, reports }
}
