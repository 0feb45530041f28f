import { API_BASE_PATH, endpoints } from '@simlessly/shared'
import autocannon from 'autocannon'
import { createLogger } from '../../functions/src/adapters/logger.ts'
import { loadConfig } from '../../functions/src/config.ts'
import { closeContext, createContext } from '../../functions/src/context.ts'
import { hashPassword, verifyPassword } from '../../functions/src/domain/auth/passwords.ts'
import { createActiveUser } from '../../functions/test/accounts.ts'
import type { DynamoDbRecorder } from './dynamodb-recorder.ts'
import { cpuSecondsOf } from './process-tree.ts'
import { endpointUrl, median, startProduct } from './product.ts'
import { loadLine, printResult } from './result.ts'

/**
 * Sign-in and an authenticated, permission-checked call (the member list, Member_View) on the
 * local stack: median times of sequential calls, then the throughput of that call with 20 concurrent
 * clients for 10 seconds. Beside them, in the same run: the sign-in's floor (the password check alone,
 * `verifyPassword` on a hash `hashPassword` made, the same scrypt parameters, in this process), the guard
 * alone (the caller's permission tree, whose handler reads nothing) and the floor (the public platform
 * call, which reads no table, sequential and from 20 clients for 10 seconds), the loaded call again while one
 * more client signs in over and over (the password hash beside the event loop), and for both loaded runs the CPU
 * milliseconds per request of the product's process and of DynamoDB Local, apart. DynamoDB Local sits behind the
 * recording proxy (`dynamodb-recorder.ts`), which counts the requests each kind of call makes. Prints figures
 * and a BENCH_RESULT line; asserts nothing. BENCH_CPU_PROF=<dir> writes the product's CPU profile there.
 *
 *   npm run bench:auth
 */
const SAMPLES = 50
const { login } = endpoints.account
const memberList = endpoints.member.list
const guardOnly = endpoints.permission.userPermissions
const floor = endpoints.platform.query
const JSON_TYPE = { 'content-type': 'application/json' }

/**
 * Median time of SAMPLES × 4 sequential calls of an endpoint, with their count and duration (seconds) for
 * `withCpu`; a refused call fails the run.
 */
async function sequential(url: string, endpoint: { method: string }, headers: Record<string, string>) {
  const started = performance.now()
  const times: number[] = []
  for (let i = 0; i < SAMPLES * 4; i++) {
    const sent = performance.now()
    // A POST carries a JSON body, as the console sends one.
    const body =
      endpoint.method === 'POST' ? { body: '{}', headers: { ...headers, ...JSON_TYPE } } : { headers }
    const response = await fetch(url, { method: endpoint.method, ...body })
    if (!((await response.json()) as { success: boolean }).success) throw new Error('The call was refused')
    times.push(performance.now() - sent)
  }
  const duration = (performance.now() - started) / 1000
  return { median: median(times), requests: { total: times.length }, duration }
}
/** DynamoDB requests per call of `call`, by action, over `times` calls. */
async function requestsPerCall(recorder: DynamoDbRecorder, times: number, call: () => Promise<unknown>) {
  recorder.start()
  for (let i = 0; i < times; i++) await call()
  const byAction = new Map<string, number>()
  for (const { action } of recorder.stop()) byAction.set(action, (byAction.get(action) ?? 0) + 1)
  const total = [...byAction.values()].reduce((sum, n) => sum + n, 0) / times
  const parts = [...byAction].map(([action, n]) => `${action} ${(n / times).toFixed(1)}`).join(', ')
  return { total, text: `${total.toFixed(1)} (${parts || 'none'})` }
}

const cpuProfile = process.env.BENCH_CPU_PROF
// Ports given in the environment (PORT, SQS_PORT) are used as given: a run beside other engineers' benches.
const givenPorts = Object.fromEntries(
  ['PORT', 'SQS_PORT'].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
)
const product = await startProduct({
  env: givenPorts,
  recordDynamoDb: true,
  ...(cpuProfile && { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${cpuProfile}`] }),
})
const recorder = product.recorder
if (!recorder) throw new Error('The product runs without its DynamoDB recorder')
const cpuPids = () => ({ api: product.pid, dynamodb: product.dynamodbPid ?? 0 })
const cpuNow = () => ({ api: cpuSecondsOf(cpuPids().api), dynamodb: cpuSecondsOf(cpuPids().dynamodb) })
/**
 * CPU seconds per second each process spends serving nothing (the worker's queue polling, timers, the
 * JVM's own threads), measured over `seconds` of quiet: a loaded run's share of it is taken off, or a slow
 * run (few requests) would show it as the requests' cost.
 */
async function idleCpu(seconds = 5) {
  const before = cpuNow()
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
  const after = cpuNow()
  return { api: (after.api - before.api) / seconds, dynamodb: (after.dynamodb - before.dynamodb) / seconds }
}
/**
 * A load run with the CPU milliseconds per request it cost the API process and DynamoDB Local, each read
 * from /proc before and after, less what each spends idle over as long (the recording proxy runs in this
 * process, so neither counts it).
 */
async function withCpu<T extends { requests: { total: number }; duration: number }>(
  idle: { api: number; dynamodb: number },
  run: () => Promise<T>,
) {
  const before = cpuNow()
  const result = await run()
  const after = cpuNow()
  const per = (used: number, idlePerSecond: number) =>
    (Math.max(0, used - idlePerSecond * result.duration) * 1000) / Math.max(1, result.requests.total)
  const cpu = {
    apiMs: per(after.api - before.api, idle.api),
    dynamodbMs: per(after.dynamodb - before.dynamodb, idle.dynamodb),
  }
  return Object.assign(result, { cpu })
}
const cpuText = ({ cpu }: { cpu: { apiMs: number; dynamodbMs: number } }) =>
  `CPU per request: API process ${cpu.apiMs.toFixed(2)} ms, DynamoDB Local ${cpu.dynamodbMs.toFixed(2)} ms`
try {
  const ctx = createContext(
    loadConfig({ LOG_LEVEL: 'SILENT', DYNAMODB_ENDPOINT: `http://127.0.0.1:${product.dynamodbPort}` }),
    createLogger({ logLevel: 'SILENT' }),
  )
  const user = await createActiveUser(ctx)
  // Seeded accounts share a hash on cheaper parameters (SEEDED_HASH_PARAMS); the sign-in measured here
  // checks a hash on the product's own, as an account made through sign-up has.
  const productHash = await hashPassword(user.password)
  await ctx.entities.user.patch({ userId: user.userId }).set({ passwordHash: productHash }).go()
  closeContext(ctx)

  const signIns: number[] = []
  let token = ''
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now()
    const response = await fetch(endpointUrl(product.url, login), {
      method: login.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    })
    const body = (await response.json()) as { success: boolean; obj: { token: string } }
    signIns.push(performance.now() - started)
    if (!body.success) throw new Error('Sign-in failed')
    token = body.obj.token
  }

  const hashes: number[] = []
  const stored = productHash
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now()
    if (!(await verifyPassword(user.password, stored))) throw new Error('The password check failed')
    hashes.push(performance.now() - started)
  }

  const signIn = () =>
    fetch(endpointUrl(product.url, login), {
      method: login.method,
      headers: JSON_TYPE,
      body: JSON.stringify({ email: user.email, password: user.password }),
    }).then((r) => r.json())
  const calling = (endpoint: { method: string }, url: string) => () =>
    fetch(url, {
      method: endpoint.method,
      ...(endpoint.method === 'POST'
        ? { headers: { token, ...JSON_TYPE }, body: '{}' }
        : { headers: { token } }),
    }).then((r) => r.json())
  const reads = {
    signIn: await requestsPerCall(recorder, 10, signIn),
    guard: await requestsPerCall(recorder, 20, calling(guardOnly, endpointUrl(product.url, guardOnly))),
    memberList: await requestsPerCall(
      recorder,
      20,
      calling(memberList, endpointUrl(product.url, memberList)),
    ),
  }

  const idle = await idleCpu()
  const floorRun = await withCpu(idle, () => sequential(endpointUrl(product.url, floor), floor, {}))
  const guardRun = await withCpu(idle, () =>
    sequential(endpointUrl(product.url, guardOnly), guardOnly, { token }),
  )
  const callRun = await withCpu(idle, () =>
    sequential(endpointUrl(product.url, memberList), memberList, { token }),
  )
  const [floorMedian, guardMedian, callMedian] = [floorRun.median, guardRun.median, callRun.median]

  const listLoad = () =>
    autocannon({
      url: endpointUrl(product.url, memberList),
      method: memberList.method,
      headers: { token, ...JSON_TYPE },
      body: '{}',
      connections: 20,
      duration: 10,
    })
  const load = await withCpu(idle, listLoad)

  // The same load while one more client signs in over and over: the hash runs on libuv's pool, beside the
  // event loop, so the list's latency should move with the CPU the hashes take, not wait behind them.
  let signing = true
  let signInsBeside = 0
  const signer = (async () => {
    for (; signing; signInsBeside++) await signIn()
  })()
  const mixed = await listLoad()
  signing = false
  await signer

  // The floor of the loaded call: the public call (no table read) from as many clients, as long.
  const publicLoad = await withCpu(idle, () =>
    autocannon({
      url: endpointUrl(product.url, floor),
      method: floor.method,
      connections: 20,
      duration: 10,
    }),
  )
  console.log(loadLine())
  console.log(`sign-in: median ${median(signIns).toFixed(1)} ms over ${SAMPLES} sequential sign-ins`)
  console.log(
    `floor, the password check alone (scrypt, same parameters): median ${median(hashes).toFixed(1)} ms over ${SAMPLES}`,
  )
  const over = `over ${SAMPLES * 4} sequential calls`
  console.log(
    `floor, public call (${API_BASE_PATH}${floor.path}): median ${floorMedian.toFixed(1)} ms ${over}; ${cpuText(floorRun)}`,
  )
  console.log(
    `guard alone (${API_BASE_PATH}${guardOnly.path}): median ${guardMedian.toFixed(1)} ms ${over}; ${cpuText(guardRun)}`,
  )
  console.log(
    `permission-checked call (${memberList.method} ${API_BASE_PATH}${memberList.path}): median ${callMedian.toFixed(1)} ms ${over}; ${cpuText(callRun)}`,
  )
  console.log(
    `20 concurrent clients, 10 s: ${load.requests.average.toFixed(0)} req/s, latency p50 ${load.latency.p50} ms, ` +
      `p99 ${load.latency.p99} ms, ${load.non2xx} non-2xx, ${load.errors} errors; ${cpuText(load)}`,
  )
  console.log(
    `the same 20 clients while one more signs in over and over (${signInsBeside} sign-ins): ` +
      `${mixed.requests.average.toFixed(0)} req/s, latency p50 ${mixed.latency.p50} ms, p99 ${mixed.latency.p99} ms`,
  )
  console.log(
    `floor, the public call from 20 concurrent clients, 10 s: ${publicLoad.requests.average.toFixed(0)} req/s, ` +
      `latency p50 ${publicLoad.latency.p50} ms, p99 ${publicLoad.latency.p99} ms; ${cpuText(publicLoad)}`,
  )
  const ratio = (a: number, b: number) => (a / Math.max(b, 0.001)).toFixed(2)
  console.log(
    `against the floors of this run: sign-in ${(median(signIns) - median(hashes)).toFixed(1)} ms over the hash ` +
      `(x${ratio(median(signIns), median(hashes))}); the loaded list's p99 x${ratio(load.latency.p99, publicLoad.latency.p99)} ` +
      `the public call's, its CPU per request x${ratio(load.cpu.apiMs + load.cpu.dynamodbMs, publicLoad.cpu.apiMs + publicLoad.cpu.dynamodbMs)} (API and DynamoDB Local)`,
  )
  console.log(
    `idle CPU (taken off the figures above): API process ${(idle.api * 1000).toFixed(0)} ms/s, DynamoDB Local ${(idle.dynamodb * 1000).toFixed(0)} ms/s`,
  )
  console.log(
    `DynamoDB requests per call: sign-in ${reads.signIn.text}; guard alone ${reads.guard.text}; ` +
      `permission-checked call ${reads.memberList.text}`,
  )
  printResult('auth', {
    signInRequests: reads.signIn.total,
    guardRequests: reads.guard.total,
    memberListRequests: reads.memberList.total,
    signInMedianMs: median(signIns),
    passwordHashMedianMs: median(hashes),
    publicCallMedianMs: floorMedian,
    guardMedianMs: guardMedian,
    memberListMedianMs: callMedian,
    loadRequestsPerSecond: load.requests.average,
    loadP50Ms: load.latency.p50,
    loadP99Ms: load.latency.p99,
    loadErrors: load.errors + load.non2xx,
    loadBesideSignInsP99Ms: mixed.latency.p99,
    signInsBesideLoad: signInsBeside,
    publicLoadP50Ms: publicLoad.latency.p50,
    publicLoadP99Ms: publicLoad.latency.p99,
    loadApiCpuMsPerRequest: load.cpu.apiMs,
    loadDynamoDbCpuMsPerRequest: load.cpu.dynamodbMs,
    publicLoadApiCpuMsPerRequest: publicLoad.cpu.apiMs,
    publicLoadDynamoDbCpuMsPerRequest: publicLoad.cpu.dynamodbMs,
    publicCallApiCpuMs: floorRun.cpu.apiMs,
    publicCallDynamoDbCpuMs: floorRun.cpu.dynamodbMs,
    guardApiCpuMs: guardRun.cpu.apiMs,
    guardDynamoDbCpuMs: guardRun.cpu.dynamodbMs,
    memberListApiCpuMs: callRun.cpu.apiMs,
    memberListDynamoDbCpuMs: callRun.cpu.dynamodbMs,
    idleApiCpuMsPerSecond: idle.api * 1000,
    idleDynamoDbCpuMsPerSecond: idle.dynamodb * 1000,
  })
} finally {
  await product.stop()
}
