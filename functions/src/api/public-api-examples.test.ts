import { execFile, execFileSync } from 'node:child_process'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { promisify } from 'node:util'
import { serve } from '@hono/node-server'
import { endpoints } from '@simlessly/shared'
import { API_EXAMPLES, type ApiExample } from '@simlessly/shared/api-examples'
import { ErrorCode } from '@simlessly/shared/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setPlanFeatures } from '../../test/accounts.ts'
import { call, signedInUser } from '../../test/api.ts'
import { createConfig } from '../../test/generation.ts'
import { fileContext } from '../../test/helpers.ts'
import type { AppContext } from '../context.ts'
import { createApp } from './app.ts'

/**
 * The public API's examples, run as an integrator runs them, against the API listening on loopback with a
 * real key: each signs a POST with a body and a GET with a query string, and a wrong secret is refused.
 * Each runs where its tools are installed.
 */
const root = path.resolve(import.meta.dirname, '../../..')
const run = promisify(execFile)

const installed = (command: string, ...args: string[]) => {
  try {
    execFileSync(command, args, { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

const RUNNERS: Record<ApiExample['id'], { command: string; available: boolean }> = {
  curl: {
    command: 'bash',
    available:
      installed('bash', '--version') && installed('curl', '--version') && installed('openssl', 'version'),
  },
  node: { command: process.execPath, available: true },
  python: { command: 'python3', available: installed('python3', '--version') },
}

let ctx: AppContext
let server: Server
let url: string
let key: { accessKey: string; secret: string }
let config: { id: string; name: string }

beforeAll(async () => {
  ctx = fileContext()
  const app = createApp(ctx)
  server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }) as Server
  await new Promise((resolve) => server.once('listening', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const owner = await signedInUser(app, ctx)
  await setPlanFeatures(ctx, owner.enterpriseId, ['EID_PUSH', 'DEVELOPER_API'])
  const name = `Example ${crypto.randomUUID().slice(0, 6)}`
  config = { id: await createConfig(app, owner.token, { name }), name }
  const added = await call(app, endpoints.apiKey.add, {
    token: owner.token,
    body: { name: 'Examples', permissions: ['Profile_Config_View'] },
  })
  const { key: made, secret } = added.body.obj as { key: { accessKey: string }; secret: string }
  key = { accessKey: made.accessKey, secret }
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

/** Runs an example as its usage line says; answers its exit code and what it printed. */
async function runExample(example: ApiExample, args: string[], secret = key.secret) {
  const env = {
    ...process.env,
    SIMLESSLY_URL: url,
    SIMLESSLY_ACCESS_KEY: key.accessKey,
    SIMLESSLY_SECRET: secret,
  }
  const { command } = RUNNERS[example.id]
  const result = await run(command, [path.join(root, example.file), ...args], { env }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  )
  return {
    code: result.code,
    answer: JSON.parse(result.stdout) as { success: boolean; code: number; obj: unknown },
  }
}

describe.each(API_EXAMPLES)('the $label example', (example) => {
  it.skipIf(!RUNNERS[example.id].available)(
    'signs a POST with its body and a GET with its query',
    async () => {
      const list = await runExample(example, ['/api/v1/config/list', '{"pageNum": 1, "pageSize": 50}'])
      expect(list.code).toBe(0)
      expect(JSON.stringify(list.answer.obj)).toContain(config.name)
      const info = await runExample(example, [`/api/v1/config/info?id=${config.id}`])
      expect(info.code).toBe(0)
      expect(info.answer.obj).toMatchObject({ configId: config.id, name: config.name })
    },
  )

  it.skipIf(!RUNNERS[example.id].available)('exits 1 with the refusal when the secret is wrong', async () => {
    const refused = await runExample(example, ['/api/v1/config/list', '{}'], 'not-the-secret')
    expect(refused.code).toBe(1)
    expect(refused.answer).toMatchObject({ success: false, code: ErrorCode.SIGNATURE_INVALID })
  })
})
