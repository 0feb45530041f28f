import { INSIGHT_METRICS, type InsightMetric, type Report } from '@simlessly/shared'
import { csvLine } from '../csv.ts'

/** The report's columns, as its table and its files head them. */
export const METRIC_LABELS: Record<InsightMetric, string> = {
  generated: 'ACs generated',
  downloads: 'Downloads',
  installations: 'Installations',
  failures: 'Failures',
  eidPushes: 'EID pushes',
  recycles: 'Recycles',
}

function tableOf(report: Report): (string | number)[][] {
  return [
    [`Day (${report.timeZone})`, ...INSIGHT_METRICS.map((m) => METRIC_LABELS[m])],
    ...report.rows.map((row) => [row.day, ...INSIGHT_METRICS.map((m) => row[m])]),
    ['Total', ...INSIGHT_METRICS.map((m) => report.totals[m])],
  ]
}

/** The report as CSV: a header, a row a day, a total. */
export function reportCsv(report: Report): string {
  return tableOf(report).map(csvLine).join('')
}

/**
 * The report as an Excel workbook: one sheet, numbers as numbers, the total in bold. exceljs is loaded on
 * the first workbook, not when the API starts (it weighs on the cold start).
 */
export async function reportXlsx(report: Report): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Usage')
  const rows = tableOf(report)
  for (const row of rows) sheet.addRow(row)
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(rows.length).font = { bold: true }
  sheet.columns.forEach((column, i) => {
    column.width = i === 0 ? 24 : 16
  })
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
