import {
  addDays,
  INSIGHT_METRICS,
  type InsightMetric,
  OWNER_ROLE_ID,
  type ReportMail,
  toDay,
} from '@simlessly/shared'
import type { Language } from '@simlessly/shared/language'
import pMap from 'p-map'
import type { OutgoingMail } from '../../adapters/mailer.ts'
import type { AppContext } from '../../context.ts'
import { isConditionalFailure } from '../../entities/transaction.ts'
import type { TenantCaller } from '../actor.ts'
import { enterpriseBrand } from '../brand.ts'
import { userLanguages } from '../language.ts'
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
  if (users.data.length === 0) return false
  const totals = metricsOf(totalOf(sumByDay(items, zoneOf('UTC'), range, ALL_METRIC_CODES).get('all')))
  // One mail per language the owners read the console in.
  const languages = await userLanguages(
    ctx,
    users.data.map((u) => u.userId),
  )
  const byLanguage = new Map<Language, string[]>()
  for (const user of users.data) {
    const language = languages.get(user.userId) ?? 'en'
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), user.email])
  }
  const name = enterprise.data.name
  const mails = [...byLanguage].map(([language, to]) =>
    reportText(language, to, { name, appName: brand.appName }, period, totals, ctx.publicUrl),
  )
  await ctx.queue.enqueue(mails.map((mail) => ({ type: 'mail.send' as const, mail })))
  return true
}

function reportText(
  language: Language,
  to: string[],
  { name, appName }: { name: string; appName: string },
  period: { month: string; from: string; to: string },
  totals: Record<InsightMetric, number>,
  publicUrl: string,
): OutgoingMail {
  const link = `${publicUrl}/reports?from=${period.from}&to=${period.to}`
  if (language === 'zh-CN') {
    return {
      to,
      subject: `${name}：${period.month} 用量报表`,
      text: [
        `${name} 在 ${appName} 上 ${period.from} 至 ${period.to}（UTC）期间的用量：`,
        '',
        ...INSIGHT_METRICS.map((m) => `${METRIC_LABELS_ZH[m]}：${totals[m]}`),
        '',
        `按配置和分组的每日数据：${link}`,
        '您收到此邮件是因为有所有者在报表页面开启了每月用量报表。',
      ].join('\n'),
    }
  }
  return {
    to,
    subject: `${name}: usage report for ${period.month}`,
    text: [
      `Usage of ${name} on ${appName} from ${period.from} to ${period.to} (UTC):`,
      '',
      ...INSIGHT_METRICS.map((m) => `${METRIC_LABELS[m]}: ${totals[m]}`),
      '',
      `The daily figures, by configuration and group: ${link}`,
      'You get this mail because an owner turned on the monthly usage report on the Reports screen.',
    ].join('\n'),
  }
}

const METRIC_LABELS_ZH: Record<InsightMetric, string> = {
  generated: '生成的激活码',
  downloads: '下载',
  installations: '安装',
  failures: '失败',
  eidPushes: 'EID 推送',
  recycles: '回收',
}
