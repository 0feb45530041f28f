import { chmod, lstat, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createActiveUser, uniqueEmail } from '../../test/accounts.ts'
import { createLogger } from '../adapters/logger.ts'
import { loadConfig } from '../config.ts'
import { closeContext, createContext } from '../context.ts'
import { startLocalStack } from './stack.ts'

const root = path.join(os.tmpdir(), `simlessly-data-folder-test-${process.pid}`)
const configIn = (dataDir: string) =>
  loadConfig({
    DATA_DIR: dataDir,
    CACHE_DIR: path.resolve(import.meta.dirname, '../../../.cache'),
    TABLE_NAME: 'folder-test',
    BUCKET_NAME: 'folder-test',
    DYNAMODB_IN_MEMORY: 'false',
    DYNAMODB_PORT: '0',
    S3_PORT: '0',
    SQS_PORT: '0',
    SMTP_PORT: '0',
  })

afterAll(() => rm(root, { recursive: true, force: true }))

type Entry = { path: string; mode: number; dir: boolean }

/** Every file and folder under `dir`, with its permission bits. */
async function walk(dir: string, from = dir): Promise<Entry[]> {
  const entries: Entry[] = []
  for (const name of await readdir(dir)) {
    const full = path.join(dir, name)
    const info = await lstat(full)
    entries.push({ path: path.relative(from, full), mode: info.mode & 0o777, dir: info.isDirectory() })
    if (info.isDirectory()) entries.push(...(await walk(full, from)))
  }
  return entries
}

/** What group or others may read, write or enter, as `path mode` lines (none is the goal). */
const exposed = (entries: Entry[]) =>
  entries.filter((entry) => entry.mode & 0o077).map((entry) => `${entry.path} ${entry.mode.toString(8)}`)

/** Writes what a person's use leaves in the folder: an account, an upload, a checkout, an SM-DP+ profile. */
async function useTheStack(dataDir: string) {
  const stack = await startLocalStack(configIn(dataDir))
  const ctx = createContext(stack.config, createLogger({ logLevel: 'SILENT' }))
  try {
    await createActiveUser(ctx, { email: uniqueEmail('folder') })
    await ctx.files.put(
      'uploads/folder-test/acs.csv',
      'ICCID,IMSI\n8944478600004958824,234150000000001\n',
      'text/csv',
    )
    await ctx.payments.createCheckout({
      orderId: 'order-folder-test',
      enterpriseId: 'enterprise-folder-test',
      customerEmail: 'folder@example.com',
      description: 'Pro plan, monthly x 1',
      amountCents: 29_900,
      renewal: null,
      successUrl: 'http://127.0.0.1:3000/order/success',
      cancelUrl: 'http://127.0.0.1:3000/order',
    })
    const store = stack.smdpSimulator?.store
    store?.importProfiles([
      {
        iccid: '8944478600004958824',
        imsi: '234150000000001',
        ki: '000102030405060708090a0b0c0d0e0f',
        opc: 'FFEEDDCCBBAA99887766554433221100',
        profileType: 'Default',
      },
    ])
    await store?.persisted()
  } finally {
    closeContext(ctx)
    await stack.stop()
  }
}

describe('the data folder', () => {
  it("is its owner's alone, with everything the stack and its children write in it", async () => {
    const dataDir = path.join(root, 'fresh')
    await useTheStack(dataDir)

    const entries = await walk(dataDir)
    const paths = entries.map((entry) => entry.path)
    // What is at stake is there: DynamoDB's file (password hashes), the uploaded object, the secrets.
    expect(paths.some((p) => p.startsWith('dynamodb/') && p.endsWith('.db'))).toBe(true)
    expect(paths.some((p) => p.startsWith('s3/') && p.includes('acs.csv'))).toBe(true)
    expect(paths).toEqual(
      expect.arrayContaining([
        'data-key',
        'payment-webhook-secret',
        'payment-sandbox.json',
        'smdp/journal.jsonl',
      ]),
    )
    expect(exposed(entries)).toEqual([])
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700)
  })

  it("takes back an earlier version's folder at start: group and others lose every access", async () => {
    const dataDir = path.join(root, 'earlier')
    // As an earlier version left it, under a umask of 022.
    const objects = path.join(dataDir, 's3', 'folder-test', 'uploads')
    await mkdir(objects, { recursive: true })
    await mkdir(path.join(dataDir, 'dynamodb'), { recursive: true })
    await writeFile(path.join(objects, 'old.csv._S3rver_object'), 'ICCID\n')
    await writeFile(path.join(dataDir, 'dynamodb', 'shared-local-instance.db'), '')
    await writeFile(path.join(dataDir, 'session-secret'), 's'.repeat(64))
    await writeFile(path.join(dataDir, 'payment-sandbox.json'), '{"sessions":[],"subscriptions":[]}')
    await writeFile(path.join(dataDir, 'notes.txt'), 'not the product’s')
    for (const entry of await walk(dataDir)) {
      await chmod(path.join(dataDir, entry.path), entry.dir ? 0o755 : 0o644)
    }
    await chmod(dataDir, 0o755)

    await useTheStack(dataDir)

    const entries = await walk(dataDir)
    // A file the product did not make is left as it is (the folder around it is closed anyway).
    expect(exposed(entries)).toEqual(['notes.txt 644'])
    expect(
      entries.find((entry) => entry.path === 's3/folder-test/uploads/old.csv._S3rver_object')?.mode,
    ).toBe(0o600)
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700)
  })
})
