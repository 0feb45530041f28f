import { anyOf, get, memberAccess, post, resource } from '../endpoint.ts'
import {
  dashboardSchema,
  homeInsightsSchema,
  rangeSchema,
  reportMailSchema,
  reportRequestSchema,
  reportSchema,
} from '../insight.ts'
import { Permission as P } from '../permissions.ts'

/** How the insight endpoints cut days, said in each one's description. */
export const zoned =
  "Days are cut in the time zone of the `timezone` header (UTC when it is missing or unknown); the answer's `timeZone` says which."

/** Insights: the home page's figures, the dashboard, the reports and their exports (the `Insights` menu). */
export const insightEndpoints = resource('/v1/insight', 'Insights', {
  home: get('/home', {
    summary:
      'The home page: new downloads and new ACs of the last 7 days against the 7 before, the subscription, the get-started steps',
    description: zoned,
    access: memberAccess,
    response: homeInsightsSchema,
  }),
  dashboard: post('/dashboard', {
    summary:
      'The dashboard over a range of days: daily figures, failures by reason, the fleet now, breakdowns, quota',
    description: zoned,
    access: anyOf(P.Analytic),
    body: rangeSchema,
    response: dashboardSchema,
  }),
  report: post('/report', {
    summary:
      'A daily usage report over a range of days, for the enterprise, one configuration and/or one group',
    description: zoned,
    access: anyOf(P.Report),
    body: reportRequestSchema,
    response: reportSchema,
  }),
  reportCsv: post('/report/csv', {
    summary: 'The daily usage report as CSV',
    description: zoned,
    access: anyOf(P.Report),
    body: reportRequestSchema,
    file: { contentType: 'text/csv; charset=utf-8', filename: 'usage-report.csv' },
  }),
  reportXlsx: post('/report/xlsx', {
    summary: 'The daily usage report as an Excel workbook',
    description: zoned,
    access: anyOf(P.Report),
    body: reportRequestSchema,
    file: {
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      filename: 'usage-report.xlsx',
    },
  }),
  mailInfo: get('/report/mail', {
    summary: 'Whether the monthly usage report is mailed to the owners',
    access: anyOf(P.Report),
    response: reportMailSchema,
  }),
  mailSet: post('/report/mail/set', {
    summary: 'Turn the monthly usage report mailed to the owners on the first of the month on or off',
    access: anyOf(P.Report_Mail_Manage),
    body: reportMailSchema,
    response: reportMailSchema,
  }),
})
