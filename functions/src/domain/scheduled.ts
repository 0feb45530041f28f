import type { AppContext } from '../context.ts'
import { runBillingSchedule } from './billing/schedule.ts'
import { mailMonthlyReports } from './insight/report-mail.ts'
import { sweepWebhookDeliveries } from './webhook/sweep.ts'

/**
 * The one scheduled job (a cron in AWS, an interval under `npm start`): billing's time-driven changes, the
 * monthly usage reports on the first, and the webhook deliveries whose retry time has come. Each part is
 * idempotent and safe beside another run; the counts are what it did, for the log.
 */
export async function runScheduledJobs(ctx: AppContext) {
  const billing = await runBillingSchedule(ctx)
  const reports = await mailMonthlyReports(ctx)
  const webhookRetries = await sweepWebhookDeliveries(ctx)
  return { ...billing, reports, webhookRetries }
}
