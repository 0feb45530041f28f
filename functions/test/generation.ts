import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eidCheckDigits, endpoints, withLuhn } from '@simlessly/shared'
import { parse } from 'csv-parse/sync'
import { type ApiApp, createApp } from '../src/api/app.ts'
import type { AppContext } from '../src/context.ts'
import type { BatchItem } from '../src/entities/batch.ts'
import { call, endpointUrl, signedInUser } from './api.ts'
import { BATCH_WAIT_MS } from './budget.ts'
import { eventually, fileContext } from './helpers.ts'

/** Helpers for generation tests: input files, uploads, waiting for batches, real decoders. */
const hex = (bytes: number) =>
  Buffer.from(crypto.getRandomValues(new Uint8Array(bytes)))
    .toString('hex')
    .toUpperCase()

/** `count` distinct, valid profile rows (ICCIDs with Luhn, unique to this call). */
export function profileRows(count: number) {
  const prefix = `8901${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
  return Array.from({ length: count }, (_, i) => ({
    iccid: withLuhn(`${prefix}${String(i).padStart(5, '0')}`),
    imsi: `310410${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    ki: hex(16),
    opc: hex(16),
  }))
}

export function toCsv(rows: Record<string, string>[]): string {
  const columns = Object.keys(rows[0] ?? {})
  return `${columns.join(',')}\n${rows.map((r) => columns.map((c) => r[c] ?? '').join(',')).join('\n')}\n`
}

export const COMPLETE_CONFIG = {
  name: 'Pipeline',
  profileName: 'Test profile',
  authAlgorithm: 'MILENAGE' as const,
  hplmn: '310410',
  serviceProviderName: 'Acme',
  smdpAddress: 'smdp.example.com',
}

export async function createConfig(app: ApiApp, token: string, extra: Record<string, unknown> = {}) {
  const answer = await call(app, endpoints.profileConfig.add, {
    token,
    body: { ...COMPLETE_CONFIG, name: `Config ${crypto.randomUUID().slice(0, 6)}`, ...extra },
  })
  if (!answer.body.success) throw new Error(answer.body.msg)
  return (answer.body.obj as { configId: string }).configId
}

export type GenerationWorld = {
  ctx: AppContext
  app: ApiApp
  token: string
  enterpriseId: string
  /** A complete configuration of the owner's ('' with `config: false`). */
  configId: string
}

/**
 * What a generation test file starts from: its context (see `fileContext`) and app, the owner of an
 * enterprise of its own signed in, and a complete configuration of theirs. Nothing here is shared with
 * another file but the worker's clients.
 */
export async function generationWorld(options: { config?: boolean } = {}): Promise<GenerationWorld> {
  const ctx = fileContext()
  const app = createApp(ctx)
  const { token, enterpriseId } = await signedInUser(app, ctx)
  const configId = options.config === false ? '' : await createConfig(app, token)
  return { ctx, app, token, enterpriseId, configId }
}

type UploadFields = {
  file: string | Uint8Array
  configId: string
  fileType?: string
  formats?: string
  encryptOutput?: string
}
type Envelope = { success: boolean; code: number; msg: string; obj: { batchCode: string } | null }

/**
 * Starts a batch from a file as the console does: an upload link from the API, the file PUT straight to
 * storage (the local bucket), then the batch started from the upload's key. Answers the first envelope
 * that says no, or the batch start's.
 */
export async function upload(app: ApiApp, token: string, fields: UploadFields): Promise<Envelope> {
  const bytes = typeof fields.file === 'string' ? new TextEncoder().encode(fields.file) : fields.file
  const ticket = await call(app, endpoints.generation.uploadUrl, {
    token,
    body: { fileName: 'input.csv', size: bytes.length },
  })
  if (!ticket.body.success) return ticket.body as Envelope
  const {
    url,
    headers,
    upload: key,
  } = ticket.body.obj as { url: string; headers: Record<string, string>; upload: string }
  const put = await fetch(url, { method: 'PUT', headers, body: bytes })
  if (!put.ok) throw new Error(`The PUT to storage answered ${put.status}: ${await put.text()}`)
  const started = await call(app, endpoints.generation.uploadedBatch, {
    token,
    body: {
      upload: key,
      configId: fields.configId,
      fileType: Number(fields.fileType ?? '0'),
      formats: fields.formats ?? 'STRING,PICTURE,AC_LINK',
      encryptOutput: fields.encryptOutput === 'true',
    },
  })
  return started.body as Envelope
}

/** The same batch from a file sent in the request itself (multipart, up to 4 MB: the public API's way). */
export async function uploadInRequest(app: ApiApp, token: string, fields: UploadFields): Promise<Envelope> {
  const form = new FormData()
  form.set('file', new File([fields.file], 'input.csv', { type: 'text/csv' }))
  form.set('configId', fields.configId)
  form.set('fileType', fields.fileType ?? '0')
  form.set('formats', fields.formats ?? 'STRING,PICTURE,AC_LINK')
  if (fields.encryptOutput) form.set('encryptOutput', fields.encryptOutput)
  const endpoint = endpoints.generation.uploadBatch
  const response = await app.request(endpointUrl(endpoint), {
    method: endpoint.method,
    headers: { token },
    body: form,
  })
  return (await response.json()) as Envelope
}

export type BatchView = {
  process: string
  total: number
  success: number
  failed: number
  problem?: string
  downloads: { csv?: string; zip?: string; errors?: string; warnings?: string }
}

export async function waitForBatch(app: ApiApp, token: string, batchCode: string, timeoutMs = BATCH_WAIT_MS) {
  return eventually(async () => {
    const answer = await call(app, endpoints.batch.info, { token, body: { batchCode } })
    const batch = answer.body.obj as BatchView
    return batch.process === 'COMPLETE' ? batch : undefined
  }, timeoutMs)
}

export async function download(url: string): Promise<Uint8Array> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`Download failed: ${response.status}`)
  return new Uint8Array(await response.arrayBuffer())
}

export const scratchDir = () => mkdtempSync(path.join(os.tmpdir(), 'simlessly-gen-'))

export function writeScratch(dir: string, name: string, bytes: Uint8Array | string): string {
  const file = path.join(dir, name)
  writeFileSync(file, bytes)
  return file
}

export function zbar(file: string): string {
  return execFileSync('zbarimg', ['--raw', '-q', file], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim()
}

/** A CSV output read as a real reader does (quoted cells may hold commas), one record per line. */
export function parseCsv(text: string): Record<string, string>[] {
  return parse(text, { columns: true, skip_empty_lines: true })
}

/** A valid EID: 30 digits and their two check digits (mod 97). */
export function validEid(seed: number): string {
  const first30 = `89049032${String(seed).padStart(22, '0')}`
  return `${first30}${eidCheckDigits(first30)}`
}

/** An open batch's input: `quantity` profiles from a fresh ICCID range (unique to this call), or the one given. */
export function openInput(quantity: number, iccidStart?: string) {
  return {
    kind: 'OPEN' as const,
    quantity,
    iccidStart: iccidStart ?? `8901${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}00000`,
    imsiStart: '310410000000500',
  }
}

/**
 * A batch's record as the API leaves it for the worker (a batch generation of strings, processing, made
 * now by 'test'), written directly, for tests of the pipeline's steps; `fields` says the rest.
 */
export async function createBatchRecord(
  ctx: AppContext,
  fields: Pick<BatchItem, 'enterpriseId' | 'batchCode' | 'configId' | 'configName' | 'input'> &
    Partial<BatchItem>,
): Promise<void> {
  await ctx.entities.batch
    .create({
      type: 'BATCH_GENERATE',
      formats: ['STRING'],
      process: 'PROCESSING',
      createdBy: 'test',
      createdAt: Date.now(),
      ...fields,
    })
    .go()
}
