import type { Tally } from './aws-meter.ts'
import { printResult } from './result.ts'

/**
 * us-east-1 list prices, on AWS's public pricing pages (read 2026-11-26; DynamoDB on-demand as cut on
 * 2024-11-01): Lambda x86 per GB-second and per request, DynamoDB on-demand per write and read request
 * unit, SQS standard per request, S3 Standard per PUT, per GET and per GB-month, HTTP API per request.
 */
export const PRICES = {
  lambdaGbSecond: 0.0000166667,
  lambdaRequest: 0.2 / 1e6,
  dynamodbWriteUnit: 0.625 / 1e6,
  dynamodbReadUnit: 0.125 / 1e6,
  sqsRequest: 0.4 / 1e6,
  s3Put: 0.005 / 1e3,
  s3Get: 0.0004 / 1e3,
  s3GbMonth: 0.023,
  httpApiRequest: 1 / 1e6,
}
/** The functions' memory in the estimate; Lambda gives a full vCPU at 1,769 MB, a share below it. */
export const MEMORY_MB = 1024
const VCPU_SHARE = MEMORY_MB / 1769
const GB = MEMORY_MB / 1024

type Tallies = Record<'dynamodb' | 's3' | 'sqs', Tally>
type Work = { invocations: number; messages: number; ms: number; cpuMs: number; wallSeconds: number }
type Calls = { label: string; calls: number; ms: number; cpuMs: number; tallies: Tallies }[]

const usd = (value: number) => `$${value.toFixed(value < 0.01 ? 5 : 4)}`
const fixed = (value: number, digits = 2) => value.toFixed(digits)
const sum = (counts: Record<string, number>, keys?: string[]) =>
  Object.entries(counts).reduce((total, [key, n]) => total + (!keys || keys.includes(key) ? n : 0), 0)

/** Lambda's bill for `cpuMs` of CPU-bound work (run at the vCPU share) or for `wallMs` measured. */
const lambdaCost = (ms: number) => (ms / 1000) * GB * PRICES.lambdaGbSecond

export function printCosts(input: {
  rows: number
  upload: Tallies
  work: Work
  tallies: Tallies
  calls: Calls
}) {
  const { rows, work, tallies } = input
  const per = (n: number) => n / rows
  const scale = 10_000
  const d = tallies.dynamodb
  const writeUnits = per(d.writeUnits + d.refusedWrites)
  const readUnits = per(d.readUnits)
  // The event source mapping's own SQS requests: one receive and one delete batch per invocation.
  const sqsRequests = per(sum(tallies.sqs.requests) + 2 * work.invocations)
  const puts = per(sum(tallies.s3.requests, ['PUT', 'POST']))
  const gets = per(sum(tallies.s3.requests, ['GET', 'HEAD']))
  const stored = per(tallies.s3.bytesIn)
  const cpuMs = per(work.cpuMs)
  const wallMs = per(work.ms)
  const lines = [
    `Worker, measured on ${rows} ACs (${work.invocations} invocations, ${work.messages} messages, ${fixed(work.wallSeconds, 1)} s):`,
    `  per AC: ${fixed(cpuMs)} CPU ms, ${fixed(wallMs)} ms in the handler, ${fixed(writeUnits)} write units (${d.refusedWrites} refused writes counted as 1), ${fixed(readUnits)} read units, ${fixed(sqsRequests, 3)} SQS requests, ${fixed(puts, 3)} S3 PUTs, ${fixed(gets, 3)} S3 GETs, ${Math.round(stored)} bytes stored`,
    `  requests: DynamoDB ${JSON.stringify(d.requests)}, SQS ${JSON.stringify(tallies.sqs.requests)}, S3 ${JSON.stringify(tallies.s3.requests)}`,
    `  the upload's API call: DynamoDB ${JSON.stringify(input.upload.dynamodb.requests)} (${fixed(input.upload.dynamodb.writeUnits)} write, ${fixed(input.upload.dynamodb.readUnits)} read units), SQS ${JSON.stringify(input.upload.sqs.requests)}, S3 ${JSON.stringify(input.upload.s3.requests)}`,
    `Per ${scale.toLocaleString('en')} ACs at us-east-1 list prices, ${MEMORY_MB} MB x86 (a ${fixed(VCPU_SHARE)} vCPU share):`,
    `  Lambda, CPU-bound: ${fixed(cpuMs)} ms x ${scale} / ${fixed(VCPU_SHARE)} = ${fixed((cpuMs * scale) / VCPU_SHARE / 1000, 1)} s x ${GB} GB x $${PRICES.lambdaGbSecond} = ${usd(lambdaCost((cpuMs * scale) / VCPU_SHARE))}`,
    `  Lambda, handler time as measured here: ${fixed(wallMs)} ms x ${scale} = ${fixed((wallMs * scale) / 1000, 1)} GB-s = ${usd(lambdaCost(wallMs * scale))}`,
    `  Lambda requests: ${fixed(per(work.invocations), 4)} x ${scale} x $0.20/M = ${usd(per(work.invocations) * scale * PRICES.lambdaRequest)}`,
    `  DynamoDB: ${fixed(writeUnits)} x ${scale} x $0.625/M + ${fixed(readUnits)} x ${scale} x $0.125/M = ${usd(scale * (writeUnits * PRICES.dynamodbWriteUnit + readUnits * PRICES.dynamodbReadUnit))}`,
    `  SQS: ${fixed(sqsRequests, 3)} x ${scale} x $0.40/M = ${usd(sqsRequests * scale * PRICES.sqsRequest)}`,
    `  S3 requests: ${fixed(puts, 3)} x ${scale} x $0.005/1k + ${fixed(gets, 3)} x ${scale} x $0.0004/1k = ${usd(scale * (puts * PRICES.s3Put + gets * PRICES.s3Get))}; storage ${fixed((stored * scale) / 1e9, 4)} GB x $0.023 = ${usd(((stored * scale) / 1e9) * PRICES.s3GbMonth)} a month kept`,
    'API calls (warm, 100 each), per call and per 1,000 calls:',
  ]
  for (const call of input.calls) {
    const each = (n: number) => n / call.calls
    const units = {
      write: each(call.tallies.dynamodb.writeUnits + call.tallies.dynamodb.refusedWrites),
      read: each(call.tallies.dynamodb.readUnits),
    }
    const cpuBound = lambdaCost((each(call.cpuMs) * 1000) / VCPU_SHARE)
    const handler = lambdaCost(each(call.ms) * 1000)
    const dynamo = 1000 * (units.write * PRICES.dynamodbWriteUnit + units.read * PRICES.dynamodbReadUnit)
    const requests = 1000 * (PRICES.lambdaRequest + PRICES.httpApiRequest)
    lines.push(
      `  ${call.label}: ${fixed(each(call.cpuMs))} CPU ms, ${fixed(each(call.ms))} ms, ${fixed(units.write)} write + ${fixed(units.read)} read units;` +
        ` per 1,000: HTTP API + Lambda requests ${usd(requests)} + Lambda handler time ${usd(handler)} (CPU-bound floor ${usd(cpuBound)}) + DynamoDB ${usd(dynamo)} = ${usd(requests + handler + dynamo)}`,
    )
  }
  console.log(lines.join('\n'))
  printResult('lambda', {
    rows,
    workerCpuMsPerAc: cpuMs,
    workerHandlerMsPerAc: wallMs,
    writeUnitsPerAc: writeUnits,
    readUnitsPerAc: readUnits,
    ...Object.fromEntries(input.calls.map((call) => [`${call.label}: CPU ms`, call.cpuMs / call.calls])),
  })
}
