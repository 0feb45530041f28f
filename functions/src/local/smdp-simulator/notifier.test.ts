import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { handleDownloadProgressInfoSchema } from '@simlessly/shared/esim/es2plus'
import { withLuhn } from '@simlessly/shared/esim/identifiers'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSmdpClient } from '../../adapters/smdp/index.ts'
import { LOOPBACK } from '../free-port.ts'
import { buildNotification, createNotifier } from './notifier.ts'
import { startSmdpSimulator } from './server.ts'

type Received = { path: string; headers: IncomingHttpHeaders; body: unknown }

/** A stand-in for the console's endpoint: answers the queued statuses, then 204. */
let receiver: Server
let base = ''
let received: Received[] = []
let statuses: number[] = []

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString()
    })
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: JSON.parse(text) })
      response.statusCode = statuses.shift() ?? 204
      response.end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, LOOPBACK, resolve))
  base = `http://${LOOPBACK}:${(receiver.address() as AddressInfo).port}/api`
})
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())))
beforeEach(() => {
  received = []
  statuses = []
})

const SAMPLE = {
  smdpAddress: 'SMDP.EXAMPLE',
  iccid: '8944000000000000017',
  profileType: 'T',
  point: 3,
} as const
const sample = () => buildNotification(SAMPLE)

describe('the notification body', () => {
  it('writes the time as ES2+ does, YYYY-MM-DDThh:mm:ssTZD, without fractions of a second', () => {
    const at = new Date('2026-11-21T17:08:39.381Z')
    const notification = buildNotification({ ...SAMPLE, at })
    expect(notification.timestamp).toBe('2026-11-21T17:08:39Z')
    expect(buildNotification(SAMPLE).timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
  })

  it('is what the console takes, which also takes fractions of a second and offsets from other peers', () => {
    const notification = buildNotification(SAMPLE)
    for (const timestamp of [
      notification.timestamp,
      '2026-11-21T17:08:39.381Z',
      '2026-11-21T19:08:39+02:00',
      '2026-11-21T17:08:39.381000+00:00',
    ]) {
      expect([
        timestamp,
        handleDownloadProgressInfoSchema.safeParse({ ...notification, timestamp }).success,
      ]).toEqual([timestamp, true])
    }
  })
})

describe('notification delivery', () => {
  it('posts to handleDownloadProgressInfo with the protocol and secret headers, retrying a 500 with the same body', async () => {
    statuses = [500, 503]
    const notifier = createNotifier({
      target: { url: `${base}/`, secret: 's3cret' },
      retryDelaysMs: [5, 5, 5],
    })
    const notification = sample()
    const sent = await notifier.send(notification)
    expect(sent.delivery).toEqual({ outcome: 'delivered', attempts: 3, status: 204 })
    expect(received).toHaveLength(3)
    for (const call of received) {
      expect(call.path).toBe('/api/gsma/rsp2/es2plus/handleDownloadProgressInfo')
      expect(call.headers).toMatchObject({
        'content-type': 'application/json',
        'x-admin-protocol': 'gsma/rsp/v2.1.0',
        'x-notification-secret': 's3cret',
      })
      expect(call.body).toEqual(notification)
    }
  })

  it('gives up at once on a 4xx and after its retries on transport errors', async () => {
    const logged: string[] = []
    const log = (message: string) => logged.push(message)
    statuses = [401]
    const refusing = createNotifier({ target: { url: base, secret: 'x' }, retryDelaysMs: [5], log })
    expect((await refusing.send(sample())).delivery).toEqual({ outcome: 'refused', attempts: 1, status: 401 })
    expect(received).toHaveLength(1)

    const closed = createNotifier({
      target: { url: 'http://127.0.0.1:9/api', secret: 'x' },
      retryDelaysMs: [5, 5],
      log,
    })
    expect((await closed.send(sample())).delivery).toMatchObject({ outcome: 'failed', attempts: 3 })
    expect(logged).toEqual([expect.stringContaining('HTTP 401'), expect.stringContaining('gave up after 3')])
  })

  it('carries a download through the simulator to the receiver: points 1, 3 and 4 in order', async () => {
    statuses = [500]
    const simulator = await startSmdpSimulator({
      port: 0,
      smdpAddress: 'SMDP.NOTIFY.EXAMPLE',
      notify: { url: base, secret: 'local-secret' },
      notifyRetryDelaysMs: [5, 5],
    })
    const smdp = createSmdpClient({
      url: simulator.url,
      requesterId: 'notify-test',
      timeoutMs: 5_000,
      retries: 0,
      maxConnections: 2,
      tls: { certFile: undefined, keyFile: undefined, caFile: undefined },
    })
    try {
      const iccid = withLuhn('894400000009000001')
      const key = '000102030405060708090A0B0C0D0E0F'
      await smdp.loadProfiles([{ iccid, imsi: '234150000900001', ki: key, opc: key, profileType: 'T' }])
      await smdp.downloadOrder({ iccid })
      const { matchingId } = await smdp.confirmOrder({ iccid, releaseFlag: true })
      const response = await fetch(`${simulator.url}/simulator/v1/device/download`, {
        method: 'POST',
        body: JSON.stringify({ activationCode: `1$SMDP.NOTIFY.EXAMPLE$${matchingId}` }),
      })
      const answer = (await response.json()) as { notifications: { delivery: object }[] }
      expect(answer.notifications.map((n) => n.delivery)).toEqual([
        { outcome: 'delivered', attempts: 2, status: 204 },
        { outcome: 'delivered', attempts: 1, status: 204 },
        { outcome: 'delivered', attempts: 1, status: 204 },
      ])
      expect(JSON.stringify(answer)).not.toContain('local-secret')
      const bodies = received.map((call) => handleDownloadProgressInfoSchema.parse(call.body))
      expect(bodies.map((b) => b.notificationPointId)).toEqual([1, 1, 3, 4])
      expect(bodies[0]).toEqual(bodies[1])
      expect(received.every((call) => call.headers['x-notification-secret'] === 'local-secret')).toBe(true)
    } finally {
      smdp.close()
      await simulator.stop()
    }
  })
})
