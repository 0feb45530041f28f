import { createHmac, randomUUID } from 'node:crypto'
import { API_BASE_PATH, endpoints, signingString } from '@simlessly/shared'
import { closeContext } from '../../functions/src/context.ts'
import { setPlanFeatures } from '../../functions/test/accounts.ts'
import { benchOwner, callApi, endpointUrl, median, startProduct } from './product.ts'
import { printResult } from './result.ts'

/**
 * Requests signed with an API key against `npm start`'s stack: 20 clients at once for 10 s each, calling
 * the configuration list, with the median, p99 and throughput. Beside it in the same run: the same call with
 * a session token (the console's path, without the key's checks), the public platform call (no table
 * read), and the two writes a signed call makes beyond a session's (the bucket's ADD and the request id's
 * claim) straight on the same DynamoDB Local. The key's bucket is set high enough never to refuse, so its
 * conditional write is measured, not its 429s. Prints figures; asserts nothing.
 *
 *   npm run bench:apikeys
 */
const CLIENTS = 20
const SECONDS = 10
const list = endpoints.profileConfig.list

process.env.API_KEY_RATE = '10000'
process.env.API_KEY_BURST = '100000'
const product = await startProduct()

type Run = { latencies: number[]; refused: Map<string, number>; seconds: number }

/** CLIENTS loops, each sending one request after the other for SECONDS, every answer checked. */
async function load(request: () => Promise<Response>): Promise<Run> {
  const latencies: number[] = []
  const refused = new Map<string, number>()
  const started = performance.now()
  const until = started + SECONDS * 1000
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const at = performance.now()
        const answer = (await (await request()).json()) as { success: boolean; msg: string }
        latencies.push(performance.now() - at)
        if (!answer.success) refused.set(answer.msg, (refused.get(answer.msg) ?? 0) + 1)
      }
    }),
  )
  return { latencies, refused, seconds: (performance.now() - started) / 1000 }
}

const figures: Record<string, number> = {}
function print(label: string, { latencies, refused, seconds }: Run) {
  const sorted = [...latencies].sort((a, b) => a - b)
  const p99 = sorted[Math.ceil(sorted.length * 0.99) - 1] ?? 0
  const rate = (latencies.length / seconds).toFixed(0)
  figures[`${label}: median ms`] = median(latencies)
  figures[`${label}: p99 ms`] = p99
  figures[`${label}: req/s`] = latencies.length / seconds
  const ms = (n: number) => n.toFixed(1).padStart(8)
  console.log(`${label.padEnd(44)}${ms(median(latencies))}${ms(p99)}${rate.padStart(9)}/s`)
  for (const [msg, count] of refused) console.log(`  refused ${count}×: ${msg}`)
}

try {
  const { ctx, user, token } = await benchOwner(product)
  await setPlanFeatures(ctx, user.enterpriseId, ['EID_PUSH', 'DEVELOPER_API'])
  const { key, secret } = await callApi<{ key: { accessKey: string }; secret: string }>(
    product,
    endpoints.apiKey.add,
    token,
    { name: 'Bench', permissions: ['Profile_Config_View'] },
  )
  const url = endpointUrl(product.url, list)
  const path = `${API_BASE_PATH}${list.path}`
  const body = '{}'

  const signed = () => {
    const [timestamp, requestId] = [String(Date.now()), randomUUID()]
    const signature = createHmac('sha256', secret)
      .update(signingString({ method: 'POST', path, timestamp, requestId, accessKey: key.accessKey, body }))
      .digest('hex')
      .toUpperCase()
    return fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        AccessKey: key.accessKey,
        Timestamp: timestamp,
        RequestID: requestId,
        Signature: signature,
      },
      body,
    })
  }
  const withSession = () =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', token }, body })
  const open = () => fetch(endpointUrl(product.url, endpoints.platform.query))

  console.log(`${`${CLIENTS} clients at once, ${SECONDS} s each`.padEnd(44)}  median     p99  throughput`)
  print('floor: public call, no table read', await load(open))
  print('config/list with a session token', await load(withSession))
  print('config/list signed with an API key', await load(signed))
  // What a signed call writes beyond a session's, alone: the bucket's ADD and the request id's claim.
  const writes = async () => {
    await Promise.all([
      ctx.entities.rateBucket.update({ accessKey: key.accessKey }).add({ tat: 0 }).go(),
      ctx.entities.requestClaim
        .create({
          accessKey: key.accessKey,
          requestId: randomUUID(),
          expiresAt: Math.ceil(Date.now() / 1000) + 60,
        })
        .go(),
    ])
    return { json: async () => ({ success: true, msg: '' }) } as Response
  }
  print('floor: the two writes a signed call adds', await load(writes))
  printResult('apikeys', figures)
  closeContext(ctx)
} finally {
  await product.stop()
}
