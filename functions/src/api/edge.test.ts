import { createHmac } from 'node:crypto'
import { endpoints, SIGN_IN_THROTTLE, signingString } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActiveUser, setPlanFeatures, uniqueEmail } from '../../test/accounts.ts'
import { call, endpointUrl, signedInUser } from '../../test/api.ts'
import { isolatedContext } from '../../test/helpers.ts'
import { type AppContext, closeContext } from '../context.ts'
import { EDGE_HEADERS } from '../resources.ts'
import { type ApiApp, createApp } from './app.ts'
import { parseViewerAddress } from './client-address.ts'

const SECRET = 'origin-verify-secret-of-the-stage-0123456789'
/** What the HTTP API reports as the caller of a request CloudFront forwarded: an edge server of CloudFront. */
const CLOUDFRONT = { requestContext: { http: { sourceIp: '130.176.7.9' } } }
const WRONG = 'Wrong-Password-1'

let local: AppContext
let deployed: ApiApp
let localApp: ApiApp

beforeAll(async () => {
  local = await isolatedContext()
  // A minute into a throttle window, so that no test crosses into the next one.
  const clock = Math.floor(Date.now() / SIGN_IN_THROTTLE.windowMs) * SIGN_IN_THROTTLE.windowMs + 60_000
  local.now = () => clock
  // A deployed stage's configuration over the test stack's clients (a deployed context would sign its
  // requests to the stand-ins with the role's credentials, which a test process has not got).
  deployed = createApp({ ...local, config: { ...local.config, mode: 'aws', originVerifySecret: SECRET } })
  localApp = createApp(local)
})
afterAll(() => closeContext(local))

type Edge = { secret?: string; viewer?: string; env?: object }

async function send(app: ApiApp, endpoint: (typeof endpoints)['account']['login'], body: object, edge: Edge) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (edge.secret !== undefined) headers[EDGE_HEADERS.originVerify] = edge.secret
  if (edge.viewer !== undefined) headers[EDGE_HEADERS.viewerAddress] = edge.viewer
  const response = await app.request(
    endpointUrl(endpoint),
    { method: endpoint.method, headers, body: JSON.stringify(body) },
    edge.env ?? CLOUDFRONT,
  )
  return { status: response.status, body: (await response.json()) as { code: number; msg: string } }
}

const login = (app: ApiApp, email: string, password: string, edge: Edge) =>
  send(app, endpoints.account.login, { email, password }, edge)

/** Fails the per-address limit of sign-ins from one viewer, each on an account of its own. */
async function spray(app: ApiApp, edge: Edge) {
  for (let i = 0; i < SIGN_IN_THROTTLE.failuresPerAddress; i++) {
    const answer = await login(app, uniqueEmail(`edge-${i}`), WRONG, edge)
    expect(answer.body.code).toBe(ErrorCode.LOGIN_FAILED)
  }
}

describe("the viewer's address as CloudFront reports it (CloudFront-Viewer-Address)", () => {
  it('reads IPv4 and IPv6 followed by the source port, and nothing else', () => {
    expect(parseViewerAddress('198.51.100.10:46532')).toBe('198.51.100.10')
    expect(parseViewerAddress('2001:DB8::1:443')).toBe('2001:db8::1')
    expect(parseViewerAddress('2406:2d40:728d:fa10::c4a:42838')).toBe('2406:2d40:728d:fa10::c4a')
    expect(parseViewerAddress('::ffff:198.51.100.7:80')).toBe('198.51.100.7')
    for (const junk of [
      undefined,
      '',
      'evil',
      'evil:443',
      '198.51.100.10',
      '198.51.100.1:443, 203.0.113.5:80',
      '999.1.1.1:80',
      '198.51.100.1:123456',
    ])
      expect(parseViewerAddress(junk), String(junk)).toBeUndefined()
  })
})

describe('a deployed API behind CloudFront', () => {
  it("refuses, 403 with the envelope, whatever lacks the router's secret, forged viewer address or not", async () => {
    const tries: Edge[] = [
      { viewer: '198.51.100.30:443' },
      { secret: '', viewer: '198.51.100.30:443' },
      { secret: SECRET.replace(/.$/, 'x') },
      { secret: `${SECRET}0` },
    ]
    for (const edge of tries) {
      const answer = await login(deployed, uniqueEmail('direct'), WRONG, edge)
      expect([answer.status, answer.body.code], JSON.stringify(edge)).toEqual([
        403,
        ErrorCode.ORIGIN_NOT_VERIFIED,
      ])
      expect(answer.body.msg).toMatch(/console's address/)
    }
    const unknownRoute = await deployed.request('/api/v1/nothing-here', {}, CLOUDFRONT)
    expect(unknownRoute.status).toBe(403)
    const through = await deployed.request('/api/v1/nothing-here', {
      headers: { [EDGE_HEADERS.originVerify]: SECRET },
    })
    expect(through.status).toBe(404)
  })

  it('throttles sign-ins per viewer, not per CloudFront edge, from any of its ports', async () => {
    const viewer = { secret: SECRET, viewer: '198.51.100.31:51234' }
    await spray(deployed, viewer)
    const user = await createActiveUser(local)
    expect((await login(deployed, user.email, user.password, viewer)).status).toBe(429)
    // The same viewer from another port.
    const sameViewer = { secret: SECRET, viewer: '198.51.100.31:40001' }
    expect((await login(deployed, user.email, user.password, sameViewer)).status).toBe(429)
    // Another viewer through the same CloudFront edge server is not charged for the first one's failures.
    const other = { secret: SECRET, viewer: '2001:db8::1:51234' }
    expect((await login(deployed, user.email, user.password, other)).status).toBe(200)
  })
})

/** Lists configurations with a request signed by an API key, through the router as `viewer`. */
async function signedList(key: { accessKey: string; secret: string }, viewer: string) {
  const endpoint = endpoints.profileConfig.list
  const path = endpointUrl(endpoint)
  const body = '{}'
  // The context's clock, not the wall's: it is held a minute into a throttle window, further from the wall
  // clock than the signature's skew allows at some times of the hour.
  const timestamp = String(local.now())
  const requestId = crypto.randomUUID()
  const signature = createHmac('sha256', key.secret)
    .update(
      signingString({ method: endpoint.method, path, timestamp, requestId, accessKey: key.accessKey, body }),
    )
    .digest('hex')
    .toUpperCase()
  const headers = {
    AccessKey: key.accessKey,
    Timestamp: timestamp,
    RequestID: requestId,
    Signature: signature,
    'content-type': 'application/json',
    [EDGE_HEADERS.originVerify]: SECRET,
    [EDGE_HEADERS.viewerAddress]: viewer,
  }
  const response = await deployed.request(path, { method: endpoint.method, headers, body }, CLOUDFRONT)
  return { status: response.status, code: ((await response.json()) as { code: number }).code }
}

describe("an API key's allowed addresses behind CloudFront", () => {
  it("are checked against the viewer's address, not CloudFront's", async () => {
    const owner = await signedInUser(localApp, local)
    await setPlanFeatures(local, owner.enterpriseId, ['DEVELOPER_API'])
    const added = await call(localApp, endpoints.apiKey.add, {
      token: owner.token,
      body: { name: 'Line 1', permissions: ['Profile_Config_View'], allowedIps: ['198.51.100.7'] },
    })
    const { key, secret } = added.body.obj as { key: { accessKey: string }; secret: string }
    const signer = { accessKey: key.accessKey, secret }
    expect((await signedList(signer, '198.51.100.7:50123')).status).toBe(200)
    expect(await signedList(signer, '198.51.100.8:50123')).toEqual({
      status: 403,
      code: ErrorCode.IP_NOT_ALLOWED,
    })
  })
})

describe('locally (no router)', () => {
  it('ignores a viewer address a client wrote: the connection is the address', async () => {
    const transport = { incoming: { socket: { remoteAddress: '127.0.0.9' } } }
    await spray(localApp, { viewer: '198.51.100.40:443', env: transport })
    const user = await createActiveUser(local)
    const forged = { viewer: '203.0.113.77:443', env: transport }
    expect((await login(localApp, user.email, user.password, forged)).status).toBe(429)
    const elsewhere = {
      viewer: '198.51.100.40:443',
      env: { incoming: { socket: { remoteAddress: '127.0.0.10' } } },
    }
    expect((await login(localApp, user.email, user.password, elsewhere)).status).toBe(200)
  })
})
