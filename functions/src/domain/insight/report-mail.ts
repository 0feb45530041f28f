import { addDays, INSIGHT_METRICS, OWNER_ROLE_ID, type ReportMail, toDay } from '@simlessly/shared'
import pMap from 'p-map'
import type { OutgoingMail } from '../../adapters/mailer.ts'
import type { AppContext } from '../../context.ts'
import { isConditionalFailure } from '../../entities/transaction.ts'
import { enterpriseBrand } from '../brand.ts'
import type { TenantCaller } from '../actor.ts'
import { ALL_METRIC_CODES, metricsOf, readKind, sumByDay, totalOf, zoneOf } from '../stat/read.ts'
import { METRIC_LABELS } from './export.ts'

/** Whether the caller's enterprise has the monthly report mailed. */
export async function reportMailInfo(ctx: AppContext, actor: TenantCaller): Promise<ReportMail> {
  const { data } = await ctx.entities.reportMail.get({ enterpriseId: actor.enterpriseId }).go()
  return { monthly: data !== null }
}

/** Turns the monthly report on (from now: the first month mailed is the one under way) or off. */
export async function setReportMail(
  ctx: AppContext,
  actor: TenantCaller,
  input: ReportMail,
): Promise<ReportMail> {
  const { enterpriseId } = actor
  if (input.monthly) {
    await ctx.entities.reportMail
      .create({ enterpriseId, since: ctx.now() })
      .go()
      .catch((error: unknown) => {
        if (!isConditionalFailure(error)) throw error // Already on: nothing changes.
      })
  } else {
    await ctx.entities.reportMail.delete({ enterpriseId }).go()
  }
  return input
}

/** The month before the one `at` falls in (UTC), as its first and last days and its name (YYYY-MM). */
export function previousMonth(at: number): { month: string; from: string; to: string } {
  const firstOfThis = `${toDay(at).slice(0, 7)}-01`
  const to = addDays(firstOfThis, -1)
  return { month: to.slice(0, 7), from: `${to.slice(0, 7)}-01`, to }
}

/**
 * Mails last month's usage report to the owners of every enterprise that asked for it before that month
 * ended, once per month: each enterprise's month is claimed by a conditional write, so runs side by side
 * (or again later in the month, after a missed first) mail it once. Days are UTC. Returns how many went.
 */
export async function mailMonthlyReports(ctx: AppContext): Promise<number> {
  const now = ctx.now()
  const { month, from, to } = previousMonth(now)
  const monthEnd = Date.parse(`${addDays(to, 1)}T00:00:00Z`)
  const { data } = await ctx.entities.reportMail.query.byEnterprise({}).go({ pages: 'all' })
  const due = data.filter((item) => item.lastMonth !== month && item.since < monthEnd)
  const sent = await pMap(
    due,
    async (item) => {
      try {
        await ctx.entities.reportMail
          .patch({ enterpriseId: item.enterpriseId })
          .set({ lastMonth: month })
          .where(({ lastMonth }, { eq, notExists }) =>
            item.lastMonth ? eq(lastMonth, item.lastMonth) : notExists(lastMonth),
          )
          .go()
      } catch (error) {
        if (isConditionalFailure(error)) return false // Another run claimed it, or it was turned off.
        throw error
      }
      try {
        return await mailReport(ctx, item.enterpriseId, { month, from, to })
      } catch (error) {
        // Not mailed: the claim is given back, so the next run tries again.
        const key = { enterpriseId: item.enterpriseId }
        const release = item.lastMonth
          ? ctx.entities.reportMail.patch(key).set({ lastMonth: item.lastMonth })
          : ctx.entities.reportMail.patch(key).remove(['lastMonth'])
        await release.go().catch(() => undefined)
        throw error
      }
    },
    { concurrency: 4 },
  )
  return sent.filter(Boolean).length
}

async function mailReport(
  ctx: AppContext,
  enterpriseId: string,
  period: { month: string; from: string; to: string },
): Promise<boolean> {
  const range = { from: period.from, to: period.to }
  const [enterprise, members, items, brand] = await Promise.all([
    ctx.entities.enterprise.get({ enterpriseId }).go(),
    ctx.entities.membership.query.byEnterprise({ enterpriseId }).go({ pages: 'all' }),
    readKind(ctx, { scope: enterpriseId, kind: 'all', range }),
    enterpriseBrand(ctx, enterpriseId),
  ])
  const owners = members.data.filter((m) => m.roleId === OWNER_ROLE_ID && m.status === 'ACTIVE')
  if (!enterprise.data || owners.length === 0) return false
  const users = await ctx.entities.user.get(owners.map((o) => ({ userId: o.userId }))).go()
  const to = users.data.map((u) => u.email)
  if (to.length === 0) return false
  const totals = metricsOf(totalOf(sumByDay(items, zoneOf('UTC'), range, ALL_METRIC_CODES).get('all')))
  const mail: OutgoingMail = {
    to,
    subject: `${enterprise.data.name}: usage report for ${period.month}`,
    text: [
      `Usage of ${enterprise.data.name} on ${brand.appName} from ${period.from} to ${period.to} (UTC):`,
      '',
      ...INSIGHT_METRICS.map((m) => `${METRIC_LABELS[m]}: ${totals[m]}`),
      '',
      `The daily figures, by configuration and group: ${ctx.publicUrl}/reports?from=${period.from}&to=${period.to}`,
      'You get this mail because an owner turned on the monthly usage report on the Reports screen.',
    ].join('\n'),
  }
  await ctx.queue.enqueue([{ type: 'mail.send', mail }])
  return true
}
