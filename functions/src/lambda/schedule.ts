import { runScheduledJobs } from '../domain/scheduled.ts'
import { lambdaContext } from './boot.ts'

/**
 * The scheduled job (billing, the monthly usage reports mailed on the first, webhook retries) on a cron
 * (EventBridge, every minute): one run per invocation, whatever the event. Runs are idempotent and safe
 * side by side, so a retried or overlapping invocation is harmless; a run that throws fails the
 * invocation, and the next one does the work.
 */
const ctx = await lambdaContext('simlessly-schedule')

export async function handler() {
  const counts = await runScheduledJobs(ctx)
  if (Object.values(counts).some((n) => n > 0)) ctx.logger.info('scheduled job ran', counts)
  return counts
}
