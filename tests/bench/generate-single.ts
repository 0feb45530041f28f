import { endpoints, withLuhn } from '@simlessly/shared'
import { readStageTimings, type StageTimings } from '../../functions/src/adapters/stage-timings.ts'
import type { RecordedRequest } from './dynamodb-recorder.ts'
import { cpuSecondsOf } from './process-tree.ts'
import { callApi, endpointUrl, median, type RunningProduct, randomKeyHex } from './product.ts'

/**
 * The single AC of bench:generate: `count` calls one after another (after `warmUp` calls not counted),
 * each timed by the bench (the whole request), with the stages the API process timed (STAGE_TIMINGS_FILE) and the DynamoDB requests the
 * recorder saw; and, in the same run, the floors it cannot go under: a public call (the brand query: the
 * HTTP round trip, the API's own work and one DynamoDB read), one DynamoDB read alone (a round through the
 * same recorder), the ES2+ calls and the QR PNG alone (`singleAcFloor`).
 */
export type SingleRun = {
  times: number[]
  stages: StageTimings
  /** DynamoDB requests per AC, and the wall time per AC during which at least one was in flight. */
  dynamodb: { requests: number; busyMs: number }
  /**
   * CPU ms per AC of the product's Node process (the API, and locally the SM-DP+ simulator and the S3
   * stand-in) and of DynamoDB Local: steadier than wall time on a busy machine.
   */
  cpu: { nodeMs: number; dynamodbMs: number }
  floors: { publicCallMs: number; dynamodbRoundMs: number; es2AndQrMs: number }
}

export async function measureSingles(
  product: RunningProduct,
  token: string,
  configId: string,
  timingsFile: string,
  count = 20,
  warmUp = 5,
): Promise<Omit<SingleRun, 'floors'>> {
  const generate = (i: number) =>
    callApi(product, endpoints.generation.single, token, {
      configId,
      iccid: withLuhn(`890199${String(i).padStart(12, '0')}`),
      imsi: `310410${String(i).padStart(9, '0')}`,
      ki: randomKeyHex(),
      opc: randomKeyHex(),
    })
  // Not counted: the first calls load the code they run, and DynamoDB Local's JVM compiles its paths.
  for (let i = 0; i < warmUp; i++) await generate(count + i)
  const warm = readStageTimings(timingsFile)
  const times: number[] = []
  product.recorder?.start()
  const cpu = () => ({ node: cpuSecondsOf(product.pid), dynamodb: cpuSecondsOf(product.dynamodbPid ?? 0) })
  const before = cpu()
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    await generate(i)
    times.push(performance.now() - started)
  }
  const after = cpu()
  const recorded = product.recorder?.stop() ?? []
  return {
    times,
    cpu: {
      nodeMs: ((after.node - before.node) * 1000) / count,
      dynamodbMs: ((after.dynamodb - before.dynamodb) * 1000) / count,
    },
    stages: since(readStageTimings(timingsFile), warm),
    dynamodb: { requests: recorded.length / count, busyMs: busyMs(recorded) / count },
  }
}

/** The stages' figures added since `before` (the API process's totals only grow). */
function since(after: StageTimings, before: StageTimings): StageTimings {
  const stages = Object.fromEntries(
    Object.entries(after.stages).map(([name, s]) => {
      const b = before.stages[name] ?? { calls: 0, wallMs: 0, cpuMs: 0 }
      return [name, { calls: s.calls - b.calls, wallMs: s.wallMs - b.wallMs, cpuMs: s.cpuMs - b.cpuMs }]
    }),
  )
  return { ...after, stages, outsideCpuMs: after.outsideCpuMs - before.outsideCpuMs }
}

/** The time during which at least one of the requests was in flight. */
function busyMs(recorded: RecordedRequest[]) {
  const spans = recorded.map((r) => [r.startedMs, r.endedMs] as const).sort((a, b) => a[0] - b[0])
  let total = 0
  let end = Number.NEGATIVE_INFINITY
  for (const [from, to] of spans) {
    if (to <= end) continue
    total += to - Math.max(from, end)
    end = to
  }
  return total
}

/** A public call (the brand query: HTTP, the API's own work, one DynamoDB read), median of `samples`. */
export async function publicCallFloor(product: RunningProduct, samples = 20) {
  const times: number[] = []
  for (let i = 0; i < samples; i++) {
    const started = performance.now()
    await fetch(endpointUrl(product.url, endpoints.platform.query)).then((r) => r.arrayBuffer())
    times.push(performance.now() - started)
  }
  return median(times)
}

/** One DynamoDB read through the recorder the product talks to (GetItem of a missing key), median of `samples`. */
export async function dynamodbRoundFloor(recorderUrl: string, table: string, samples = 20) {
  const { DynamoDBClient, GetItemCommand } = await import('@aws-sdk/client-dynamodb')
  const client = new DynamoDBClient({
    endpoint: recorderUrl,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  })
  const times: number[] = []
  try {
    for (let i = 0; i < samples; i++) {
      const started = performance.now()
      await client.send(
        new GetItemCommand({ TableName: table, Key: { pk: { S: `floor#${i}` }, sk: { S: 'floor' } } }),
      )
      times.push(performance.now() - started)
    }
  } finally {
    client.destroy()
  }
  return median(times)
}

const fixed = (n: number, digits = 1) => n.toFixed(digits)
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)] ?? 0
}

/** The single AC's lines of the breakdown; its figures for the BENCH_RESULT line. */
export function printSingles(run: SingleRun) {
  const { times, floors } = run
  const med = median(times)
  const floorSum = floors.publicCallMs + floors.es2AndQrMs
  console.log(
    `single AC (${times.length} calls): median ${fixed(med, 0)} ms, p90 ${fixed(percentile(times, 90), 0)} ms, ` +
      `max ${fixed(Math.max(...times), 0)} ms; floors in this run: a public call (one read) ${fixed(floors.publicCallMs)} ms, ` +
      `one DynamoDB read ${fixed(floors.dynamodbRoundMs)} ms, its import, DownloadOrder, ConfirmOrder and QR PNG ` +
      `alone ${fixed(floors.es2AndQrMs)} ms`,
  )
  console.log(
    `  DynamoDB per AC: ${fixed(run.dynamodb.requests)} requests, in flight ${fixed(run.dynamodb.busyMs)} ms ` +
      `(${fixed(run.dynamodb.busyMs / floors.dynamodbRoundMs)} reads' worth); median / (public call + ES2+ and QR) ` +
      `${fixed(med / floorSum, 2)}x`,
  )
  console.log(
    `  CPU per AC: the product's Node ${fixed(run.cpu.nodeMs)} ms (API, SM-DP+ simulator, S3 stand-in), ` +
      `DynamoDB Local ${fixed(run.cpu.dynamodbMs)} ms`,
  )
  return {
    singleAcMedianMs: med,
    singleAcP90Ms: percentile(times, 90),
    singleAcMaxMs: Math.max(...times),
    singleAcFloorMs: floors.es2AndQrMs,
    singleAcPublicCallMs: floors.publicCallMs,
    singleAcDynamodbReadMs: floors.dynamodbRoundMs,
    singleAcDynamodbRequests: run.dynamodb.requests,
    singleAcDynamodbBusyMs: run.dynamodb.busyMs,
    singleAcNodeCpuMs: run.cpu.nodeMs,
    singleAcDynamodbCpuMs: run.cpu.dynamodbMs,
  }
}
