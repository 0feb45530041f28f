import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { withLuhn } from '@simlessly/shared'
import { readInputFile } from '../../functions/src/domain/generation/rows.ts'
import { declaredSize, inlineRow, type Part, workbook } from '../../functions/test/hostile-files.ts'
import { printResult } from './result.ts'

/**
 * What reading an uploaded file costs in memory, hostile or not. Builds the worst files (about 8 MB of
 * XLSX unpacking to about 1 GB, as the files that once exhausted the heap) and normal ones, then reads
 * each in a fresh Node process, as the worker does, and prints its peak resident memory and peak heap
 * next to the floor: the same process having read nothing, and having read a normal 10,000-row file.
 * Asserts nothing.
 *
 *   npm run bench:upload
 */
const MB = 1024 * 1024
const GB = 1024 * MB
const here = import.meta.filename

const hex = () =>
  Buffer.from(crypto.getRandomValues(new Uint8Array(16)))
    .toString('hex')
    .toUpperCase()
const profile = (i: number) => [
  withLuhn(`890100${String(i).padStart(12, '0')}`),
  `310260${String(i).padStart(9, '0')}`,
  hex(),
  hex(),
]
const HEADER = inlineRow(['iccid', 'imsi', 'ki', 'opc'], 1)

/**
 * About 1 MB of XML repeated to 1 GB. Each copy holds `varied` rows of random values (which compress
 * about 3:1) among rows that compress to nearly nothing, so that the file is about 8 MB, as the real ones.
 */
function gigabyteOf(row: (i: number) => string, filler: string, varied: number): Part['pieces'][number] {
  const rows = Array.from({ length: varied }, (_, i) => row(i))
  let piece = rows.join('')
  while (piece.length < MB) piece += filler
  return { repeat: piece, times: Math.ceil(GB / piece.length) }
}

const outsideTemplate = () => `<row><c r="H1" t="inlineStr"><is><t>${hex()}</t></is></c></row>`
const filler = '<row><c r="H1"><v>1</v></c></row>'

function buildFiles(dir: string) {
  const normal = (rows: number) =>
    workbook([HEADER, ...Array.from({ length: rows }, (_, i) => inlineRow(profile(i), i + 2))])
  const files: Record<string, Uint8Array> = {
    'normal, 10,000 rows': normal(10_000),
    'normal, 50,000 rows (the limit)': normal(50_000),
    'sheet bomb: 1 GB of rows outside the template': workbook([
      HEADER,
      gigabyteOf(outsideTemplate, filler, 240),
    ]),
    'rows bomb: 1 GB of template rows': workbook([
      HEADER,
      gigabyteOf((i) => inlineRow(profile(i)), inlineRow(profile(0)), 100),
    ]),
    'shared strings bomb: 1 GB of distinct-looking texts': workbook(
      [HEADER, inlineRow(profile(1), 2)],
      [gigabyteOf(() => `<si><t>${hex()}</t></si>`, `<si><t>${'S'.repeat(40)}</t></si>`, 240)],
    ),
  }
  return Object.entries(files).map(([name, bytes], i) => {
    const file = path.join(dir, `${i}.xlsx`)
    writeFileSync(file, bytes)
    return { name, file, bytes: bytes.length, unpacked: declaredSize(bytes) }
  })
}

type Reading = { maxRssMb: number; peakHeapMb: number; ms: number; outcome: string }

/**
 * In a child: read the files given (side by side), print the figures as JSON. Resident memory is sampled
 * (getrusage's maxRSS of a forked child starts from its parent's, which built the files).
 */
async function readInChild(files: string[]): Promise<void> {
  let peakRss = process.memoryUsage().rss
  let peakHeap = process.memoryUsage().heapUsed
  const timer = setInterval(() => {
    const { rss, heapUsed } = process.memoryUsage()
    peakRss = Math.max(peakRss, rss)
    peakHeap = Math.max(peakHeap, heapUsed)
  }, 2)
  const started = performance.now()
  const outcomes = await Promise.all(
    files.map((file) =>
      readInputFile(new Uint8Array(readFileSync(file))).then(
        (rows) => `read ${rows.length} rows`,
        (error: Error) => `refused: ${error.message}`,
      ),
    ),
  )
  clearInterval(timer)
  const reading: Reading = {
    maxRssMb: peakRss / MB,
    peakHeapMb: peakHeap / MB,
    ms: performance.now() - started,
    outcome: [...new Set(outcomes)].join(' | '),
  }
  console.log(JSON.stringify(reading))
}

function measure(files: string[]): Reading {
  const output = execFileSync(process.execPath, ['--import', 'tsx', here, '--read', ...files], {
    encoding: 'utf8',
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  })
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Reading
}

const figures: Record<string, number> = {}
const row = (label: string, r: Reading) => {
  figures[`${label}: peak RSS MB`] = r.maxRssMb
  figures[`${label}: s`] = r.ms / 1000
  return `${label.padEnd(58)} peak RSS ${r.maxRssMb.toFixed(0).padStart(4)} MB, peak heap ${r.peakHeapMb
    .toFixed(0)
    .padStart(4)} MB, ${(r.ms / 1000).toFixed(1).padStart(5)} s  ${r.outcome.slice(0, 110)}`
}

if (process.argv[2] === '--read') {
  await readInChild(process.argv.slice(3))
} else {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'simlessly-bench-upload-'))
  try {
    const built = performance.now()
    const files = buildFiles(dir)
    console.log(`built ${files.length} files in ${((performance.now() - built) / 1000).toFixed(1)} s`)
    for (const f of files) {
      console.log(
        `  ${f.name}: ${(f.bytes / MB).toFixed(1)} MB, unpacks to ${(f.unpacked / MB).toFixed(0)} MB`,
      )
    }
    console.log(row('floor: the reading process, having read nothing', measure([])))
    for (const f of files) console.log(row(f.name, measure([f.file])))
    const sheetBomb = files.find((f) => f.name.startsWith('sheet bomb'))?.file ?? ''
    console.log(row('four sheet bombs read side by side in one process', measure(Array(4).fill(sheetBomb))))
    printResult('upload', figures)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
