import { execFile } from 'node:child_process'
import { randomBytes, randomInt } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, type Page } from '@playwright/test'
import { API_BASE_PATH, endpoints, withLuhn } from '@simlessly/shared'
import { sessionToken } from './session'

const run = promisify(execFile)

/** A fresh 19-digit ICCID with its Luhn digit; ICCIDs are claimed platform-wide, so each test makes its own. */
export function randomIccid(): string {
  const payload = `8944${Array.from({ length: 14 }, () => randomInt(10)).join('')}`
  return withLuhn(payload)
}

export const randomHex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase()

export type CsvRow = { iccid: string; imsi: string; ki: string; opc: string; msisdn?: string; eid?: string }

/** A batch input file in the template's columns. */
export function toCsv(rows: CsvRow[]): string {
  const header = 'iccid,imsi,ki,opc,msisdn,eid'
  return `${[header, ...rows.map((r) => [r.iccid, r.imsi, r.ki, r.opc, r.msisdn ?? '', r.eid ?? ''].join(','))].join('\n')}\n`
}

export function validRow(index: number, hplmn = '310410'): CsvRow {
  return {
    iccid: randomIccid(),
    imsi: `${hplmn}${String(index).padStart(9, '0')}`,
    ki: randomHex(16),
    opc: randomHex(16),
  }
}

/** Decodes a QR code PNG given as a data URL with zbarimg: a decoder of its own, not the code that drew it. */
export async function decodeQrDataUrl(dataUrl: string): Promise<string> {
  const match = /^data:image\/png;base64,(.+)$/.exec(dataUrl)
  if (!match?.[1]) throw new Error(`not a PNG data URL: ${dataUrl.slice(0, 40)}`)
  const dir = await mkdtemp(path.join(tmpdir(), 'simlessly-qr-'))
  try {
    const file = path.join(dir, 'qr.png')
    await writeFile(file, Buffer.from(match[1], 'base64'))
    const { stdout } = await run('zbarimg', ['--raw', '-q', file])
    return stdout.trim()
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** The rows of a CSV file other than its header (no field holds a line break in these outputs). */
export function csvDataRows(text: string): string[] {
  return text.split(/\r?\n/).filter((line, i) => i > 0 && line.trim() !== '')
}

export const COMPLETE_CONFIG = {
  profileName: 'E2E profile',
  authAlgorithm: 'MILENAGE',
  hplmn: '310410',
  serviceProviderName: 'E2E',
  smdpAddress: 'smdp.e2e.example.com',
}

/** A configuration made through the API, for the tests whose subject is not the form. */
export async function createConfigWithApi(page: Page, config: Record<string, unknown>) {
  const answer = await page.request.post(API_BASE_PATH + endpoints.profileConfig.add.path, {
    headers: { token: (await sessionToken(page)) ?? '' },
    data: config,
  })
  const body = await answer.json()
  expect(body.success, body.msg).toBe(true)
  return body.obj as { configId: string; name: string }
}
