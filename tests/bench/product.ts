import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { API_BASE_PATH, type Endpoint, endpoints, withLuhn } from '@simlessly/shared'
import { createLogger } from '../../functions/src/adapters/logger.ts'
import { loadConfig } from '../../functions/src/config.ts'
import { createContext } from '../../functions/src/context.ts'
import { ensureDynamoDbLocalJar, startDynamoDbLocal } from '../../functions/src/local/dynamodb-local.ts'
import { createActiveUser } from '../../functions/test/accounts.ts'
import { type DynamoDbRecorder, startDynamoDbRecorder } from './dynamodb-recorder.ts'

/** Starts the product as `npm start` does, on free ports and a fresh data folder, for a benchmark. */
export type RunningProduct = {
  url: string
  dynamodbPort: number
  sqsPort: number
  pid: number
  /** The local SM-DP+ simulator's ES2+ base URL. */
  smdpUrl: string
  /** With `recordDynamoDb`: the proxy every DynamoDB request of the product goes through. */
  recorder?: DynamoDbRecorder
  /** With `recordDynamoDb`: DynamoDB Local's process (the bench's child then, not the product's). */
  dynamodbPid?: number
  stop(): Promise<void>
}

const root = path.resolve(import.meta.dirname, '../..')

/** The URL of a declared endpoint on the product served at `origin`. */
export const endpointUrl = (origin: string, endpoint: Endpoint) => `${origin}${API_BASE_PATH}${endpoint.path}`

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

/**
 * `env` adds to the product's environment. `recordDynamoDb` starts DynamoDB Local here, with a recording
 * proxy (`dynamodb-recorder.ts`) in front of it that the product is pointed at (DYNAMODB_ENDPOINT).
 * `nodeArgs` go to the product's node before its own (e.g. `--cpu-prof`, which NODE_OPTIONS refuses).
 */
export async function startProduct(
  options: { env?: Record<string, string>; recordDynamoDb?: boolean; nodeArgs?: string[] } = {},
): Promise<RunningProduct> {
  // Ports given in `env` (PORT, SQS_PORT, DYNAMODB_PORT) are used as given: a bench run beside others.
  const given = (name: string) => Number(options.env?.[name] ?? 0) || freePort()
  const [port, sqsPort, smdpPort] = [await given('PORT'), await given('SQS_PORT'), await freePort()]
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'simlessly-bench-'))
  const dynamodb = options.recordDynamoDb
    ? await startDynamoDbLocal({
        jarDir: await ensureDynamoDbLocalJar(path.join(root, '.cache')),
        port: 0,
        dataDir: scratch,
        inMemory: false,
        // As `npm start` takes them (DYNAMODB_JVM_OPTIONS), to measure the stand-in under other options.
        jvmArgs: (process.env.DYNAMODB_JVM_OPTIONS ?? '').split(' ').filter(Boolean),
      })
    : undefined
  const recorder = dynamodb && (await startDynamoDbRecorder(dynamodb.endpoint))
  const dynamodbPort = dynamodb ? Number(new URL(dynamodb.endpoint).port) : await given('DYNAMODB_PORT')
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      '--openssl-legacy-provider',
      '--import',
      'tsx',
      'functions/src/local/main.ts',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: scratch,
        DYNAMODB_PORT: String(dynamodbPort),
        S3_PORT: '0',
        SQS_PORT: String(sqsPort),
        SMTP_PORT: '0',
        SMDP_SIMULATOR_PORT: String(smdpPort),
        ...(recorder && { DYNAMODB_ENDPOINT: recorder.url }),
        ...options.env,
        LOG_LEVEL: 'ERROR',
        AWS_EC2_METADATA_DISABLED: 'true',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const url = `http://127.0.0.1:${port}`
  for (;;) {
    if (child.exitCode !== null) {
      await recorder?.close()
      await dynamodb?.stop()
      throw new Error(`The product exited with ${child.exitCode}`)
    }
    const up = await fetch(endpointUrl(url, endpoints.platform.query)).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    dynamodbPort,
    sqsPort,
    pid: child.pid ?? 0,
    smdpUrl: `http://127.0.0.1:${smdpPort}`,
    ...(recorder && { recorder }),
    ...(dynamodb && { dynamodbPid: dynamodb.pid }),
    async stop() {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
      await recorder?.close()
      await dynamodb?.stop()
      rmSync(scratch, { recursive: true, force: true })
    },
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** A JSON call to a declared endpoint as `token`, answering the envelope's obj (or throwing its msg). */
export async function callApi<T>(
  product: RunningProduct,
  endpoint: Endpoint,
  token: string,
  body?: unknown,
): Promise<T> {
  if (endpoint.method === 'GET') {
    // A GET's input goes in the query string.
    const query = new URLSearchParams(
      Object.entries((body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
    )
    const url = `${endpointUrl(product.url, endpoint)}${body === undefined ? '' : `?${query}`}`
    return answerOf<T>(endpoint, await fetch(url, { headers: { token } }))
  }
  const response = await fetch(endpointUrl(product.url, endpoint), {
    method: endpoint.method,
    headers: { token, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  return answerOf<T>(endpoint, response)
}

async function answerOf<T>(endpoint: Endpoint, response: Response): Promise<T> {
  const answer = (await response.json()) as { success: boolean; msg: string; obj: T }
  if (!answer.success) throw new Error(`${endpoint.path}: ${answer.msg}`)
  return answer.obj
}

/** The complete profile configuration the benches generate with. */
export const BENCH_CONFIG = {
  name: 'Bench',
  profileName: 'Bench profile',
  authAlgorithm: 'MILENAGE',
  hplmn: '310410',
  serviceProviderName: 'Bench',
  smdpAddress: 'smdp.example.com',
}

/**
 * A fresh active user written straight into the product's table, signed in, with one complete profile
 * configuration; `ctx` stays open for benches that write more (the caller closes it).
 */
export async function benchOwner(product: RunningProduct) {
  const ctx = createContext(
    loadConfig({ LOG_LEVEL: 'SILENT', DYNAMODB_ENDPOINT: `http://127.0.0.1:${product.dynamodbPort}` }),
    createLogger({ logLevel: 'SILENT' }),
  )
  const user = await createActiveUser(ctx)
  const { token } = await callApi<{ token: string }>(product, endpoints.account.login, '', {
    email: user.email,
    password: user.password,
  })
  const { configId } = await callApi<{ configId: string }>(
    product,
    endpoints.profileConfig.add,
    token,
    BENCH_CONFIG,
  )
  return { ctx, user, token, configId }
}

/** A 128-bit key as upper-case hex, as a row's Ki or OPc. */
export const randomKeyHex = () => randomBytes(16).toString('hex').toUpperCase()

/**
 * Uploads a CSV batch of `rows` fresh profiles (serial numbers from `first`) (STRING, PICTURE and AC_LINK) and answers its code, with the
 * time the upload's request started (the batch's clock starts there).
 */
export async function uploadBenchBatch(
  product: RunningProduct,
  token: string,
  configId: string,
  rows: number,
  first = 0,
) {
  const lines = ['iccid,imsi,ki,opc']
  for (let i = first; i < first + rows; i++) {
    const serial = String(i)
    lines.push(
      `${withLuhn(`890100${serial.padStart(12, '0')}`)},310260${serial.padStart(9, '0')},${randomKeyHex()},${randomKeyHex()}`,
    )
  }
  const form = new FormData()
  form.set('file', new File([`${lines.join('\n')}\n`], 'bench.csv', { type: 'text/csv' }))
  form.set('configId', configId)
  form.set('fileType', '0')
  form.set('formats', 'STRING,PICTURE,AC_LINK')
  const started = performance.now()
  const response = await fetch(endpointUrl(product.url, endpoints.generation.uploadBatch), {
    method: endpoints.generation.uploadBatch.method,
    headers: { token },
    body: form,
  })
  const answer = (await response.json()) as { obj: { batchCode: string } | null; msg?: string }
  if (!answer.obj) throw new Error(`The upload of ${rows} rows was refused: ${answer.msg}`)
  return { batchCode: answer.obj.batchCode, started }
}
