/**
 * CSV writing for every file the console produces (AC files, error files, fleet exports, campaign
 * results): RFC 4180 lines ending in LF.
 */

export type Cell = string | number | undefined

/**
 * RFC 4180 quoting, and a leading apostrophe for cells a spreadsheet would run as a formula (a cell that
 * starts with = + - @, a tab or a carriage return), except signed numbers such as +14155550100.
 */
export function csvCell(value: Cell): string {
  let text = value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+$/.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One line of cells; an undefined cell is empty. */
export const csvLine = (cells: Cell[]) => `${cells.map(csvCell).join(',')}\n`
