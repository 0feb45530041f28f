import { endpoints } from '@simlessly/shared'
import { reportCsv, reportXlsx } from '../../domain/insight/export.ts'
import { reportMailInfo, setReportMail } from '../../domain/insight/report-mail.ts'
import { dashboard, homeInsights, report } from '../../domain/insight/views.ts'
import { zoneOf } from '../../domain/stat/read.ts'
import { implement } from '../endpoint-router.ts'

export const insightRoutes = implement(endpoints.insight, {
  home: ({ c, ctx, actor }) => homeInsights(ctx, actor, zoneOf(c.var.timezone)),
  dashboard: ({ c, ctx, actor, input }) => dashboard(ctx, actor, input, zoneOf(c.var.timezone)),
  report: ({ c, ctx, actor, input }) => report(ctx, actor, input, zoneOf(c.var.timezone)),
  reportCsv: async ({ c, ctx, actor, input }) =>
    reportCsv(await report(ctx, actor, input, zoneOf(c.var.timezone))),
  reportXlsx: async ({ c, ctx, actor, input }) =>
    reportXlsx(await report(ctx, actor, input, zoneOf(c.var.timezone))),
  mailInfo: ({ ctx, actor }) => reportMailInfo(ctx, actor),
  mailSet: ({ ctx, actor, input }) => setReportMail(ctx, actor, input),
})
