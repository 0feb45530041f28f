import { describe, expect, it } from 'vitest'
import { declaredSize, inlineRow, workbook, zipOf } from '../../../test/hostile-files.ts'
import { READ_LIMITS } from './read-limits.ts'
import { readInputFile } from './rows.ts'

const HEADER = inlineRow(['iccid', 'imsi', 'ki', 'opc'])
const ROW = inlineRow([
  '8944478600004958824',
  '310410000000001',
  '465B5CE8B199B49FAA5F0A2EE238A6BC',
  'CD63CB71954A9F4E48A5994E37A02BAF',
])
const GB = 1024 * 1024 * 1024
const MB = 1024 * 1024
/**
 * What one read may add to the heap and buffers, whatever the file unpacks to (a gigabyte here: a reader
 * that kept the sheet would pass it four times over). Garbage not yet collected counts too, and on two busy
 * cores V8's collector lags: 179 MB was seen once with the browser tests running beside (160 MB before).
 */
const BOUND = 256 * MB

/**
 * The highest heap plus buffer use above the start while `read` runs, sampled every few milliseconds:
 * the reader hands control back at least once per megabyte it inflates, so the samples see it working.
 */
async function peakDuring(read: () => Promise<unknown>) {
  const used = () => {
    const { heapUsed, arrayBuffers } = process.memoryUsage()
    return heapUsed + arrayBuffers
  }
  const start = used()
  let peak = start
  const timer = setInterval(() => {
    peak = Math.max(peak, used())
  }, 2)
  const outcome = await read().then(
    () => undefined,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  )
  clearInterval(timer)
  return { problem: outcome, peak: Math.max(peak, used()) - start }
}

const repeatedTo = (xml: string, bytes: number) => ({ repeat: xml, times: Math.ceil(bytes / xml.length) })

describe('reading a hostile upload', () => {
  it('refuses an XLSX whose sheet unpacks to a gigabyte, at the sheet cap, in bounded memory', async () => {
    const blankRows = '<row><c r="H1"><v>1</v></c></row>'.repeat(10_000)
    const bomb = workbook([HEADER, repeatedTo(blankRows, GB)])
    expect(bomb.length).toBeLessThan(8 * MB)
    expect(declaredSize(bomb)).toBeGreaterThan(GB)
    const { problem, peak } = await peakDuring(() => readInputFile(bomb))
    expect(problem).toBe(
      'The XLSX file is refused: its sheet unpacks to more than 64 MB (50,000 rows of the template need ' +
        'about 20 MB); remove what is not the template, or use CSV',
    )
    expect(peak).toBeLessThan(BOUND)
  })

  it('stops at the first row past the row limit and says so', async () => {
    const file = workbook([HEADER, { repeat: ROW, times: READ_LIMITS.maxRecords + 5_000 }])
    const { problem, peak } = await peakDuring(() => readInputFile(file))
    expect(problem).toBe('Up to 50000 records per file; this one has more (reading stopped at row 50002)')
    expect(peak).toBeLessThan(BOUND)
  })

  it('refuses shared strings that unpack to a gigabyte, at the shared strings cap', async () => {
    const texts = `<si><t>${'S'.repeat(40)}</t></si>`.repeat(1_000)
    const bomb = workbook([HEADER, ROW], [repeatedTo(texts, GB)])
    const { problem, peak } = await peakDuring(() => readInputFile(bomb))
    expect(problem).toMatch(/^The XLSX file is refused: its shared strings unpacks to more than 32 MB/)
    expect(peak).toBeLessThan(BOUND)
  })

  it('refuses more distinct texts than any template file holds', async () => {
    const bomb = workbook([HEADER, ROW], [{ repeat: '<si><t>a</t></si>'.repeat(1_000), times: 1_100 }])
    const { problem } = await peakDuring(() => readInputFile(bomb))
    expect(problem).toBe('The XLSX file is refused: it holds more than 1000000 distinct texts')
  })

  it('refuses one cell of absurd length before holding it', async () => {
    const cell = `<row><c t="inlineStr"><is><t>${'A'.repeat(MB)}`
    const bomb = workbook([HEADER, cell, repeatedTo('A'.repeat(MB), 200 * MB), '</t></is></c></row>'])
    const { problem, peak } = await peakDuring(() => readInputFile(bomb))
    expect(problem).toBe(
      'The XLSX file is refused: it holds more than 1048576 characters of XML without a tag (a cell or ' +
        'text of absurd length)',
    )
    expect(peak).toBeLessThan(BOUND)
  })

  it('refuses a DOCTYPE (entity expansion) and XML nested past any spreadsheet', async () => {
    const laughs = workbook([HEADER, ROW]).slice() // a valid file, then the same with a DOCTYPE in the sheet
    expect((await readInputFile(laughs)).length).toBe(1)
    const withDoctype = zipOf([
      {
        name: 'xl/worksheets/sheet1.xml',
        pieces: [
          '<!DOCTYPE lol [<!ENTITY lol "lol">]><worksheet><sheetData>',
          HEADER,
          '</sheetData></worksheet>',
        ],
      },
    ])
    await expect(readInputFile(withDoctype)).rejects.toThrow(
      'The XLSX file is refused: a part declares a DOCTYPE, which no spreadsheet writes',
    )
    const deep = workbook([HEADER, '<row>', { repeat: '<x>', times: 100 }])
    await expect(readInputFile(deep)).rejects.toThrow('its XML nests deeper than 32 levels')
  })

  it('refuses a CSV with a giant line before holding it', async () => {
    const line = new TextEncoder().encode(`iccid,imsi,ki,opc\n${'9'.repeat(19 * MB)}\n`)
    const { problem, peak } = await peakDuring(() => readInputFile(line))
    expect(problem).toBe(
      'The CSV file is refused: the record on line 2 holds more than 65536 characters; a row of the ' +
        'template takes about 150',
    )
    expect(peak).toBeLessThan(BOUND)
  })

  it('refuses a CSV past the row limit at the first row too many', async () => {
    const body = '8944478600004958824,310410000000001,465B5CE8B199B49FAA5F0A2EE238A6BC,X\n'
    const file = new TextEncoder().encode(`iccid,imsi,ki,opc\n${body.repeat(READ_LIMITS.maxRecords + 1)}`)
    await expect(readInputFile(file)).rejects.toThrow(
      'Up to 50000 records per file; this one has more (reading stopped at row 50002)',
    )
  })

  it('refuses malformed ZIPs as unreadable, not with a crash', async () => {
    const good = workbook([HEADER, ROW])
    const unreadable = 'The XLSX file could not be read; save it again or use CSV'
    const truncated = good.slice(0, Math.floor(good.length / 2))
    await expect(readInputFile(truncated)).rejects.toThrow(unreadable)
    const lyingDirectory = good.slice()
    const view = new DataView(lyingDirectory.buffer)
    view.setUint32(lyingDirectory.length - 6, 0x7fffffff, true) // central directory far past the end
    await expect(readInputFile(lyingDirectory)).rejects.toThrow(unreadable)
    const corrupt = good.slice()
    const sheetName = 'xl/worksheets/sheet1.xml'
    const sheetData = Buffer.from(corrupt).indexOf(sheetName) + sheetName.length
    corrupt.fill(0xff, sheetData, sheetData + 8) // a deflate block of the reserved type 3
    await expect(readInputFile(corrupt)).rejects.toThrow(/could not be read/)
  })

  it('gives up when reading takes longer than its time limit', async () => {
    const file = workbook([HEADER, repeatedTo('<row><c r="H1"><v>1</v></c></row>'.repeat(1_000), 32 * MB)])
    await expect(readInputFile(file, { ...READ_LIMITS, maxMilliseconds: 1 })).rejects.toThrow(
      'The file could not be read within 0.001 s; split it, or use CSV',
    )
  })
})
