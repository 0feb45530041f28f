import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { endpoints } from '@simlessly/shared'
import { Webhook } from 'standardwebhooks'
import { closeContext } from '../../functions/src/context.ts'
import { setPlanFeatures } from '../../functions/test/accounts.ts'
import { benchOwner, callApi, median, startProduct } from './product.ts'
import { printResult } from './result.ts'

/**
 * One tenant's hanging receiver against another tenant's healthy one, on `npm start`'s stack. A healthy
 * endpoint's test event is timed from the API call to its arrival at a receiver in this process: alone,
 * then each time right after 30 test events were queued for another tenant's endpoint whose receiver
 * holds every request 40 s (the sender gives up after its 10 s timeout). Beside them, the floor: the same
 * signed POST sent straight to the healthy receiver. Prints figures; asserts nothing.
 *
 *   npm run bench:webhooks:isolation            # 3 samples of each
 *   npm run bench:webhooks:isolation -- 1       # another number
 */
const SAMPLES = Number(process.argv[2] ?? 3)
const HANGING_EVENTS = 30
const HOLD_MS = 40_000

/** When each webhook-id arrived at the healthy receiver, and who waits for one. */
const arrivals = new Map<string, number>()
const waiting = new Map<string, () => void>()
let healthySecret = ''
const healthy = createServer((req, res) => {
  let body = ''
  req.setEncoding('utf8')
  req.on('data', (chunk: string) => {
    body += chunk
  })
  req.on('end', () => {
    new Webhook(healthySecret).verify(body, req.headers as Record<string, string>)
    res.end('ok')
    const id = String(req.headers['webhook-id'])
    arrivals.set(id, performance.now())
    waiting.get(id)?.()
  })
})
const held = new Set<{ res: ServerResponse; timer: NodeJS.Timeout }>()
const hanging = createServer((req, res) => {
  req.resume()
  const hold = { res, timer: setTimeout(() => res.end('ok'), HOLD_MS) }
  held.add(hold)
  res.on('close', () => held.delete(hold))
})
const urlOf = async (server: typeof healthy) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`
}
const [healthyUrl, hangingUrl] = [await urlOf(healthy), await urlOf(hanging)]

const product = await startProduct()

/** An owner of a fresh enterprise with the developer API, and an endpoint at `url`. */
async function tenant(url: string) {
  const { ctx, user, token } = await benchOwner(product)
  await setPlanFeatures(ctx, user.enterpriseId, ['DEVELOPER_API'])
  closeContext(ctx)
  const made = await callApi<{ endpoint: { endpointId: string }; secret: string }>(
    product,
    endpoints.webhook.add,
    token,
    { url, events: ['batch.completed'] },
  )
  const sendTest = () => callApi<{ eventId: string }>(product, endpoints.webhook.test, token, made.endpoint)
  return { secret: made.secret, sendTest }
}

/** Milliseconds from the test event's API call to its arrival. */
async function timedTest(target: Awaited<ReturnType<typeof tenant>>) {
  const started = performance.now()
  const { eventId } = await target.sendTest()
  if (!arrivals.has(eventId)) {
    await new Promise<void>((resolve) => waiting.set(eventId, resolve))
  }
  return (arrivals.get(eventId) ?? started) - started
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

try {
  const quick = await tenant(healthyUrl)
  healthySecret = quick.secret
  const slow = await tenant(hangingUrl)

  // Floor: the signed POST alone, straight to the healthy receiver.
  const signer = new Webhook(quick.secret)
  const floor: number[] = []
  for (let i = 0; i < SAMPLES; i++) {
    const id = `msg_floor_${i}`
    const body = JSON.stringify({ type: 'webhook.test', timestamp: new Date().toISOString(), data: {} })
    const started = performance.now()
    const answer = await fetch(healthyUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': signer.sign(id, new Date(), body),
      },
      body,
    })
    await answer.text()
    floor.push(performance.now() - started)
  }

  const alone: number[] = []
  for (let i = 0; i < SAMPLES; i++) alone.push(await timedTest(quick))

  const beside: number[] = []
  for (let i = 0; i < SAMPLES; i++) {
    for (let j = 0; j < HANGING_EVENTS; j++) await slow.sendTest()
    beside.push(await timedTest(quick))
  }

  console.log(`\nA healthy endpoint's test event, from the API call to its arrival (${SAMPLES} samples)`)
  console.log(
    `  alone                                               median ${seconds(median(alone))}  max ${seconds(Math.max(...alone))}`,
  )
  console.log(`  after ${HANGING_EVENTS} test events queued for another tenant's receiver`)
  console.log(
    `  that holds each request ${HOLD_MS / 1000} s                         median ${seconds(median(beside))}  max ${seconds(Math.max(...beside))}`,
  )
  console.log('floor, same run')
  console.log(`  the signed POST straight to the receiver            median ${seconds(median(floor))}`)
  printResult('webhooks:isolation', {
    aloneMedianMs: median(alone),
    besideHangingMedianMs: median(beside),
    besideHangingMaxMs: Math.max(...beside),
    floorMedianMs: median(floor),
  })
} finally {
  for (const { res, timer } of held) {
    clearTimeout(timer)
    res.destroy()
  }
  healthy.close()
  hanging.close()
  hanging.closeAllConnections()
  await product.stop()
}
