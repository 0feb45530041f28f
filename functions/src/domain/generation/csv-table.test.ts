import { describe, expect, it } from 'vitest'
import { seeded } from '../../../test/seeded.ts'
import { isPlainCsv, parsedCsvTable, plainCsvTable } from './csv-table.ts'
import { READ_LIMITS, ReadBudget } from './read-limits.ts'

const encode = (text: string) => new TextEncoder().encode(text)

async function records(table: AsyncGenerator<string[][]>) {
  const all: string[][] = []
  for await (const batch of table) all.push(...batch)
  return all
}
const plain = (text: string) => records(plainCsvTable(encode(text), new ReadBudget(READ_LIMITS)))
const parsed = (text: string) => records(parsedCsvTable(encode(text), new ReadBudget(READ_LIMITS)))

/** A plain CSV: cells of digits, letters, spaces and `+-./#` between commas; blank and space-only lines. */
function plainFile(seed: number) {
  const next = seeded(seed)
  const pick = (chars: string) => chars[Math.floor(next() * chars.length)]
  const cell = () =>
    Array.from({ length: Math.floor(next() * 8) }, () => pick('0123456789ABCdef   +-./#')).join('')
  const lines = Array.from({ length: 1 + Math.floor(next() * 40) }, () => {
    const kind = next()
    if (kind < 0.1) return ''
    if (kind < 0.15) return ' '.repeat(1 + Math.floor(next() * 3))
    return Array.from({ length: 1 + Math.floor(next() * 7) }, cell).join(',')
  })
  const end = next() < 0.5 ? '\n' : '\r\n'
  return (next() < 0.2 ? '\uFEFF' : '') + lines.join(end) + (next() < 0.5 ? end : '')
}

describe('reading a CSV', () => {
  it('reads a plain file by hand exactly as csv-parse reads it: cells, blank lines, line ends, BOM', async () => {
    for (let seed = 1; seed <= 300; seed++) {
      const text = plainFile(seed)
      expect(isPlainCsv(encode(text)), `seed ${seed}`).toBe(true)
      expect(await plain(text), `seed ${seed}: ${JSON.stringify(text)}`).toEqual(await parsed(text))
    }
  })

  it('leaves to csv-parse a file with quotes, tabs, other characters or mixed line ends', () => {
    expect(isPlainCsv(encode('iccid,imsi\n8944,3104\n'))).toBe(true)
    expect(isPlainCsv(encode('iccid,imsi\r\n8944,3104\r\n'))).toBe(true)
    for (const text of [
      'iccid,note\n8944,"a, b"\n',
      'iccid\tnote\n8944\ta\n',
      'iccid,note\n8944,café\n',
      'iccid,imsi\r\n8944,3104\n',
      'iccid,imsi\n8944,3104\r\n',
      'iccid,imsi\r8944,3104\r',
    ]) {
      expect(isPlainCsv(encode(text)), JSON.stringify(text)).toBe(false)
    }
  })

  it('refuses a plain line past the record limit, naming its line as csv-parse does', async () => {
    const limits = { ...READ_LIMITS, maxCsvRecordChars: 20 }
    // Well past it: csv-parse checks its buffers every few characters, the plain reader a line's length.
    const text = `iccid,imsi\n\n${'9'.repeat(100)}\n`
    const refusal = (table: AsyncGenerator<string[][]>) =>
      records(table).catch((error: Error) => error.message)
    const byHand = await refusal(plainCsvTable(encode(text), new ReadBudget(limits)))
    expect(byHand).toBe(
      'The CSV file is refused: the record on line 3 holds more than 20 characters; a row of the template ' +
        'takes about 150',
    )
    expect(await refusal(parsedCsvTable(encode(text), new ReadBudget(limits)))).toBe(byHand)
  })
})
