import type { ReadBudget } from './read-limits.ts'
import { refuse } from './read-limits.ts'
import { parsePart, type XmlHandlers, xmlFeed } from './xml-parts.ts'
import { inflateEntry, type ZipEntry, zipEntries } from './zip-entries.ts'

/**
 * The first sheet of an XLSX workbook, in batches of rows (as they come out of each inflated slice): each row with a value as its cells' text by
 * column (A is 0), empty rows left out, as exceljs reported them when it loaded the whole workbook.
 * Nothing but the shared strings is held (they are capped too); the sheet streams.
 */
export async function* xlsxTable(bytes: Uint8Array, budget: ReadBudget): AsyncGenerator<string[][]> {
  const { limits } = budget
  const entries = zipEntries(bytes)
  const part = (entry: ZipEntry, maxBytes: number, what: string) =>
    inflateEntry(bytes, entry, { maxBytes, budget, what })
  const sheet = entries.get(
    await firstSheetPath(entries, (entry) => part(entry, limits.maxSmallPartBytes, 'workbook'), budget),
  )
  if (!sheet) return
  const shared = entries.get('xl/sharedstrings.xml')
  const strings = shared
    ? await sharedStrings(part(shared, limits.maxSharedStringsBytes, 'shared strings'), budget)
    : []

  const ready: string[][] = []
  const feed = xmlFeed(
    sheetRows(strings, budget, (row) => ready.push(row)),
    limits,
  )
  for await (const chunk of part(sheet, limits.maxSheetBytes, 'sheet')) {
    feed.write(chunk)
    if (ready.length > 0) yield ready.splice(0)
  }
  feed.end()
  if (ready.length > 0) yield ready.splice(0)
}

type Parts = (entry: ZipEntry) => AsyncIterable<Uint8Array>

/** The workbook's first sheet (in tab order) through the workbook's relationships; else sheet1.xml. */
async function firstSheetPath(entries: Map<string, ZipEntry>, part: Parts, budget: ReadBudget) {
  const fallback = 'xl/worksheets/sheet1.xml'
  const workbook = entries.get('xl/workbook.xml')
  const rels = entries.get('xl/_rels/workbook.xml.rels')
  if (!workbook || !rels) return fallback
  let relationId: string | undefined
  await parsePart(
    part(workbook),
    xmlFeed(
      onElement('sheet', (attributes) => {
        relationId ??= Object.entries(attributes).find(([name]) => /^[^:]+:id$/.test(name))?.[1]
      }),
      budget.limits,
    ),
  )
  let target: string | undefined
  await parsePart(
    part(rels),
    xmlFeed(
      onElement('Relationship', (attributes) => {
        if (attributes.Id === relationId) target = attributes.Target
      }),
      budget.limits,
    ),
  )
  if (!target) return fallback
  return (target.startsWith('/') ? target.slice(1) : `xl/${target}`).toLowerCase()
}

function onElement(element: string, found: (attributes: Record<string, string>) => void): XmlHandlers {
  return { open: (name, attributes) => name === element && found(attributes), close() {}, text() {} }
}

/** Text runs of a string item (`<si>` or `<is>`), leaving out phonetic guides (`<rPh>`). */
function textCollector(budget: ReadBudget) {
  let text = ''
  let inText = false
  let inPhonetic = false
  return {
    open(name: string) {
      if (name === 't' && !inPhonetic) inText = true
      if (name === 'rPh') inPhonetic = true
    },
    close(name: string) {
      if (name === 't') inText = false
      if (name === 'rPh') inPhonetic = false
    },
    text(more: string) {
      if (!inText) return
      if (text.length + more.length > budget.limits.maxCellChars) throw cellTooLong(budget)
      text += more
    },
    take() {
      const value = text
      text = ''
      return value
    },
  }
}

const cellTooLong = (budget: ReadBudget) =>
  refuse(
    `The XLSX file is refused: a cell holds more than ${budget.limits.maxCellChars} characters ` +
      '(the most a spreadsheet cell takes)',
  )

async function sharedStrings(chunks: AsyncIterable<Uint8Array>, budget: ReadBudget): Promise<string[]> {
  const strings: string[] = []
  const item = textCollector(budget)
  await parsePart(
    chunks,
    xmlFeed(
      {
        open: item.open,
        text: item.text,
        close(name) {
          item.close(name)
          if (name !== 'si') return
          strings.push(item.take())
          if (strings.length > budget.limits.maxSharedStrings) {
            throw refuse(
              `The XLSX file is refused: it holds more than ${budget.limits.maxSharedStrings} distinct texts`,
            )
          }
        },
      },
      budget.limits,
    ),
  )
  return strings
}

const MAX_COLUMN = 16_384 // XFD, Excel's last column

/** 'AB12' -> 27 (A is 0); undefined when the reference names no column. */
function columnOf(reference: string | undefined): number | undefined {
  const letters = /^[A-Za-z]+/.exec(reference ?? '')?.[0]
  if (!letters) return undefined
  let column = 0
  for (const letter of letters.toUpperCase()) {
    column = column * 26 + letter.charCodeAt(0) - 64
    if (column > MAX_COLUMN)
      throw refuse(`The XLSX file is refused: a cell lies past column XFD, Excel's last`)
  }
  return column - 1
}

/** Cells as exceljs gave their values: numbers through parseFloat, booleans as true/false. */
function cellText(type: string | undefined, raw: string, strings: string[]): string {
  switch (type) {
    case 's':
      return strings[Number.parseInt(raw, 10)] ?? ''
    case 'str':
    case 'inlineStr':
    case 'e':
      return raw
    case 'b':
      return String(Number.parseInt(raw, 10) !== 0)
    default:
      return String(Number.parseFloat(raw))
  }
}

function sheetRows(strings: string[], budget: ReadBudget, emit: (row: string[]) => void): XmlHandlers {
  let cells: string[] = []
  let hasValue = false
  let column = -1
  let type: string | undefined
  let raw: string | undefined
  let inValue = false
  let inInline = false
  const inline = textCollector(budget)
  return {
    open(name, attributes) {
      if (name === 'row') {
        cells = []
        hasValue = false
        column = -1
      } else if (name === 'c') {
        column = columnOf(attributes.r) ?? column + 1
        type = attributes.t
        raw = undefined
      } else if (name === 'v') {
        inValue = true
      } else if (name === 'is') {
        inInline = true
        raw ??= ''
      } else if (inInline) inline.open(name)
    },
    text(text) {
      if (inValue) {
        if ((raw?.length ?? 0) + text.length > budget.limits.maxCellChars) throw cellTooLong(budget)
        raw = (raw ?? '') + text
      } else if (inInline) inline.text(text)
    },
    close(name) {
      if (name === 'v') inValue = false
      else if (name === 'is') {
        inInline = false
        raw = inline.take()
      } else if (inInline) inline.close(name)
      else if (name === 'c' && raw !== undefined) {
        cells[column] = cellText(type, raw, strings)
        hasValue = true
      } else if (name === 'row' && hasValue) emit(cells)
    },
  }
}
