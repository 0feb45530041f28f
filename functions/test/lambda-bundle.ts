import { type ChildProcess, fork } from 'node:child_process'
import path from 'node:path'
import { API_BASE_PATH, type Endpoint } from '@simlessly/shared'
import type { BuiltFunction } from '../../scripts/build-lambda.ts'
import { FUNCTION_NAMES, type FunctionName } from '../src/lambda/env.ts'
import { EDGE_HEADERS } from '../src/resources.ts'
import { httpAnswerOf, httpApiEventOf } from './lambda-events.ts'

const RUNNER = path.join(import.meta.dirname, 'lambda-runner.mjs')

export type Invocation<T = unknown> = { result: T; ms: number; cpuMs: number }

export type ColdStart = {
  /** From spawning the process to the bundle imported (Node's start, then the module's top level). */
  spawnToReadyMs: number
  /** The import alone, measured inside the process: parsing, evaluating, the KMS call, the clients. */
  importMs: number
  /** The first invocation, on a fresh container. */
  firstInvokeMs: number
  /** From spawning the process to the first invocation's answer. */
  spawnToFirstAnswerMs: number
}

type Pending = { resolve: (answer: Invocation) => void; reject: (error: Error) => void }

/**
 * A bundle in a fresh `node` process of its own (see lambda-runner.mjs), given exactly `env` and nothing
 * of this process's environment, as Lambda gives a function only its configuration, and run in its own
 * folder, as Lambda runs a function in its task root.
 */
export async function startBundle(dir: string, env: Record<string, string>) {
  const spawned = performance.now()
  const child: ChildProcess = fork(RUNNER, [path.join(dir, 'index.mjs')], {
    env,
    cwd: dir,
    execArgv: [],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const pending = new Map<number, Pending>()
  let exited: Error | undefined
  const ready = new Promise<{ importMs: number }>((resolve, reject) => {
    child.on('message', (message: Record<string, unknown>) => {
      if (message.type === 'ready') resolve(message as { importMs: number })
      if (message.type === 'failed') reject(new Error(`The bundle did not load: ${message.error}`))
      if (message.type !== 'answer') return
      const waiting = pending.get(message.id as number)
      pending.delete(message.id as number)
      if (message.error) waiting?.reject(new Error(`The handler threw: ${message.error}\n${output}`))
      else waiting?.resolve(message as unknown as Invocation)
    })
    child.on('exit', (code) => {
      exited = new Error(`The bundle's process exited (${code}):\n${output}`)
      reject(exited)
      for (const waiting of pending.values()) waiting.reject(exited)
      pending.clear()
    })
  })
  const { importMs } = await ready
  const spawnToReadyMs = performance.now() - spawned
  let next = 0
  let coldStart: ColdStart | undefined

  return {
    env,
    /** Calls the handler with `event` (JSON, as Lambda passes it) and answers what it returned. */
    async invoke<T = unknown>(event: unknown): Promise<Invocation<T>> {
      if (exited) throw exited
      const id = next++
      const answer = await new Promise<Invocation>((resolve, reject) => {
        pending.set(id, { resolve, reject })
        child.send({ id, event })
      })
      coldStart ??= {
        spawnToReadyMs,
        importMs,
        firstInvokeMs: answer.ms,
        spawnToFirstAnswerMs: performance.now() - spawned,
      }
      return answer as Invocation<T>
    },
    coldStart: () => coldStart,
    output: () => output,
    stop() {
      if (child.exitCode === null) child.kill()
    },
  }
}
export type Bundle = Awaited<ReturnType<typeof startBundle>>

/**
 * Calls a declared endpoint through an HTTP API function, as API Gateway delivers the browser's request
 * that the console's CloudFront router forwarded: with the stage's origin secret and the viewer's address
 * as CloudFront adds it (EDGE_HEADERS), unless `edge` is false (a caller of the HTTP API's own address).
 */
export async function callThrough(
  bundle: Bundle,
  endpoint: Endpoint,
  options: {
    token?: string
    body?: unknown
    query?: Record<string, string>
    headers?: Record<string, string>
    form?: FormData
    edge?: { viewer: string } | false
  } = {},
) {
  const headers = new Headers(options.headers)
  const secret = bundle.env.ORIGIN_VERIFY_SECRET
  if (secret && options.edge !== false) {
    headers.set(EDGE_HEADERS.originVerify, secret)
    headers.set(EDGE_HEADERS.viewerAddress, options.edge?.viewer ?? '198.51.100.1:443')
  }
  if (options.token) headers.set('token', options.token)
  let body: string | FormData | undefined = options.form
  if (options.body !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(options.body)
  }
  const search = options.query ? `?${new URLSearchParams(options.query)}` : ''
  const request = new Request(`https://console.example.com${API_BASE_PATH}${endpoint.path}${search}`, {
    method: endpoint.method,
    headers,
    ...(body !== undefined && { body }),
  })
  const invocation = await bundle.invoke(await httpApiEventOf(request))
  return { ...httpAnswerOf(invocation.result as never), ms: invocation.ms, cpuMs: invocation.cpuMs }
}

/** Each function's bundle size and cold start, as a table. */
export function coldStartReport(
  built: readonly BuiltFunction[],
  running: ReadonlyMap<FunctionName, { coldStart(): ColdStart | undefined }>,
): string {
  const ms = (value: number | undefined) =>
    (value === undefined ? '-' : `${Math.round(value)} ms`).padStart(9)
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`.padStart(9)
  const header = `${'function'.padEnd(12)}${'bundle'.padStart(9)}${'gzip'.padStart(9)}${'spawn→ready'.padStart(13)}${'import'.padStart(9)}${'1st call'.padStart(9)}${'spawn→answer'.padStart(14)}`
  const rows = FUNCTION_NAMES.map((name) => {
    const size = built.find((f) => f.name === name)
    const cold = running.get(name)?.coldStart()
    return `${name.padEnd(12)}${kb(size?.bytes ?? 0)}${kb(size?.gzipBytes ?? 0)}${ms(cold?.spawnToReadyMs).padStart(13)}${ms(cold?.importMs)}${ms(cold?.firstInvokeMs)}${ms(cold?.spawnToFirstAnswerMs).padStart(14)}`
  })
  return [header, ...rows].join('\n')
}
