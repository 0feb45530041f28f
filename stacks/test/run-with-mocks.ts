import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { mockState } from './mock-state.ts'

/**
 * Runs `sst.config.ts` offline under Pulumi's mocks and writes what it would create as JSON: every
 * resource's type, name, parent and inputs, the builds SST asked for, and the stack's outputs. Nothing
 * reaches AWS: the program talks to a mock monitor, and the two RPC methods SST's components ask the CLI
 * (where assets go, and each function's build) are answered by a stub on loopback. The SPA build and the
 * functions' bundles are placeholders in a scratch root, so neither needs building first.
 *
 * node --import tsx stacks/test/run-with-mocks.ts <out.json> <stage> (secrets and settings from the env)
 */
const repo = path.resolve(import.meta.dirname, '../..')
const platform = path.join(repo, '.sst/platform')
const [out, stage = 'prod'] = process.argv.slice(2)
if (!out) throw new Error('usage: run-with-mocks.ts <out.json> [stage]')

const scratch = await mkdtemp(path.join(os.tmpdir(), 'simlessly-sst-mocks-'))
const placeholders = {
  'web/dist/index.html': '<!doctype html><title>placeholder</title>',
  'web/dist/favicon.ico': '',
  'web/dist/assets/index-0a1b2c3d.js': '',
  'web/dist/assets/index-0a1b2c3d.js.br': '',
  'web/dist/assets/index-0a1b2c3d.js.gz': '',
  'web/dist/index.html.gz': '',
  'web/dist/.vite/manifest.json': '{}',
  'bundle/index.mjs': 'export const handler = async () => ({})\n',
}
for (const [file, content] of Object.entries(placeholders)) {
  await mkdir(path.dirname(path.join(scratch, file)), { recursive: true })
  await writeFile(path.join(scratch, file), content)
}

const builds: unknown[] = []
const rpc = createServer((request, response) => {
  let body = ''
  request.on('data', (chunk) => {
    body += chunk
  })
  request.on('end', () => {
    const { method, params } = JSON.parse(body) as { method: string; params: [Record<string, unknown>] }
    const answers: Record<string, () => unknown> = {
      'Provider.Aws.Bootstrap': () => ({ asset: 'sst-asset-mock', state: 'sst-state-mock' }),
      'Runtime.Build': () => {
        builds.push(params[0])
        return { handler: params[0].handler, out: path.join(scratch, 'bundle'), sourcemaps: [], errors: [] }
      },
    }
    const answer = answers[method]
    response.end(
      JSON.stringify(answer ? { result: answer() } : { error: `rpc: can't find method ${method}` }),
    )
  })
})
await new Promise<void>((resolve) => rpc.listen(0, '127.0.0.1', resolve))
const address = rpc.address()
if (!address || typeof address === 'string') throw new Error('The RPC stub did not bind')
process.env.SST_SERVER = `http://127.0.0.1:${address.port}`

const resources: {
  type: string
  name: string
  parent?: string
  inputs: Record<string, unknown>
  dependsOn?: string[]
}[] = []
/** What each resource was told to wait for (`dependsOn`), which the mocks' calls do not carry. */
const waitsFor = new Map<string, string[]>()
const failures: string[] = []
process.on('unhandledRejection', (error) => failures.push(String((error as Error)?.stack ?? error)))

const pulumi = await import(path.join(platform, 'node_modules/@pulumi/pulumi/index.js'))
await pulumi.runtime.setMocks(
  {
    newResource(args: { type: string; name: string; inputs: Record<string, unknown>; id?: string }) {
      // A dynamic resource's inputs carry its provider's serialized code: not what it creates.
      const { __provider, ...inputs } = args.inputs
      const dependsOn = waitsFor.get(`${args.type} ${args.name}`)
      resources.push({ type: args.type, name: args.name, inputs, ...(dependsOn && { dependsOn }) })
      return mockState(args, stage)
    },
    call(args: { token: string; inputs: Record<string, unknown> }) {
      return mockState.call(args)
    },
  },
  'simlessly',
  stage,
  false,
)

const { default: config } = await loadConfig()
const app = await config.app({ stage })
Object.assign(globalThis, {
  $app: {
    name: app.name,
    stage,
    removal: app.removal ?? 'remove',
    protect: app.protect ?? false,
    providers: app.providers,
  },
  $dev: false,
  $cli: {
    command: 'deploy',
    rpc: process.env.SST_SERVER,
    paths: { home: scratch, root: scratch, work: path.join(scratch, '.work'), platform },
    state: { version: {} },
  },
})
Object.assign(globalThis, await import(path.join(platform, 'src/shim/run.js')))
Object.assign(globalThis, {
  sst: await import(path.join(platform, 'src/components/index.ts')),
  aws: await import(path.join(platform, 'node_modules/@pulumi/aws/index.js')),
})
const { run } = await import(path.join(platform, 'src/auto/run.ts'))
let outputs: Record<string, unknown> = {}
try {
  const stack = await import(path.join(platform, 'node_modules/@pulumi/pulumi/runtime/stack.js'))
  outputs =
    (await stack.runInPulumiStack(() => {
      pulumi.runtime.registerStackTransformation(
        (args: { type: string; name: string; opts: { dependsOn?: unknown } }) => {
          const named = [args.opts.dependsOn ?? []].flat() as { __name?: string }[]
          if (named.length)
            waitsFor.set(
              `${args.type} ${args.name}`,
              named.map((r) => String(r.__name)),
            )
          return undefined
        },
      )
      return run(config.run)
    })) ?? {}
  // Resources registered inside applies finish after the program returns.
  await pulumi.runtime.disconnect?.()
} catch (error) {
  failures.push(String((error as Error)?.stack ?? error))
}
await writeFile(out, JSON.stringify({ stage, resources, builds, outputs, failures }, null, 1))
rpc.close()
await rm(scratch, { recursive: true, force: true })
process.exit(0)

async function loadConfig() {
  Object.assign(globalThis, { $config: (input: unknown) => input })
  return import(path.join(repo, 'sst.config.ts'))
}
