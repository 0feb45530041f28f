import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair } from 'jose'
import Provider from 'oidc-provider'
import type { OidcProviderId } from '../../config.ts'
import { assertPortFree, LOOPBACK } from '../free-port.ts'
import { signInPage, usersPage } from './page.ts'
import { SCOPE_CLAIMS, type TestUser, testUsers } from './users.ts'

export type OidcStandInOptions = {
  provider: OidcProviderId
  /** 0 for any free port. */
  port: number
  /** Where the console's callback may be (the client's registered redirect URIs). */
  redirectUris: string[]
  /** A password account of the console, which one test user shares an address with. */
  seededEmail: string
  /** The setting naming the port, for the message when it is taken. */
  portSetting?: string
}

export type OidcStandIn = {
  provider: OidcProviderId
  issuer: string
  clientId: string
  clientSecret: string
  users: TestUser[]
  stop(): Promise<void>
}

const NAMES: Record<OidcProviderId, string> = { google: 'Google', microsoft: 'Microsoft' }

/**
 * A real OpenID provider (`oidc-provider`) on loopback standing for Google or Microsoft Entra ID: discovery,
 * authorization code with PKCE, signed ID tokens carrying the claims the real one sends (`users.ts`), one
 * confidential client for the console. Its sign-in page lists the test users (no passwords) and can cancel.
 */
export async function startOidcStandIn(options: OidcStandInOptions): Promise<OidcStandIn> {
  if (options.port !== 0) await assertPortFree(options.port, options.portSetting ?? 'OIDC port')
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end()
  const server = createServer((req, res) => handle(req, res))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, LOOPBACK, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const issuer = `http://${LOOPBACK}:${port}`
  const name = NAMES[options.provider]
  const users = testUsers(options.provider, options.seededEmail)
  const clientId = `simlessly-local-${options.provider}`
  const clientSecret = randomBytes(24).toString('base64url')
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    jwks: { keys: [await signingKey()] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: SCOPE_CLAIMS[options.provider],
    scopes: ['openid', 'email', 'profile'],
    // The real providers put the scopes' claims in the ID token; so does the stand-in.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    // Short lives, said outright (the provider warns about its defaults): a sign-in takes a minute at most.
    ttl: {
      AuthorizationCode: 60,
      Interaction: 600,
      Grant: 600,
      Session: 3600,
      AccessToken: 600,
      IdToken: 600,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const user = users.find((u) => u.claims.sub === id)
      return user && { accountId: id, claims: async () => user.claims }
    },
  })
  const oidc = provider.callback()
  handle = (req, res) => {
    route(req, res, { provider, name, issuer, users }).then(
      (handled) => handled || oidc(req, res),
      (error: Error) => {
        res.statusCode = 400
        res.setHeader('Content-Type', 'text/plain; charset=utf-8')
        res.end(`The stand-in could not go on: ${error.message}`)
      },
    )
  }
  return {
    provider: options.provider,
    issuer,
    clientId,
    clientSecret,
    users,
    stop: () => closeServer(server),
  }
}

type Stand = { provider: Provider; name: string; issuer: string; users: TestUser[] }

/** The stand-in's own pages: its users, and the sign-in (a user's button, or cancel); false for the rest. */
async function route(req: IncomingMessage, res: ServerResponse, stand: Stand): Promise<boolean> {
  const url = new URL(req.url ?? '/', stand.issuer)
  if (req.method === 'GET' && url.pathname === '/') {
    sendHtml(res, usersPage(stand.name, stand.issuer, stand.users))
    return true
  }
  const match = /^\/interaction\/([\w-]+)(\/login|\/abort)?$/.exec(url.pathname)
  if (!match) return false
  const details = await stand.provider.interactionDetails(req, res)
  if (req.method === 'GET' && !match[2]) {
    sendHtml(res, signInPage(stand.name, details.uid, stand.users))
    return true
  }
  if (req.method !== 'POST') return false
  if (match[2] === '/abort') {
    const result = { error: 'access_denied', error_description: 'The person cancelled the sign-in' }
    await stand.provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false })
    return true
  }
  const form = new URLSearchParams(await readBody(req))
  const user = stand.users.find((u) => u.id === form.get('user'))
  if (!user) throw new Error('no such test user')
  const accountId = String(user.claims.sub)
  const grant = new stand.provider.Grant({ accountId, clientId: details.params.client_id })
  grant.addOIDCScope(details.params.scope ?? 'openid')
  const grantId = await grant.save()
  await stand.provider.interactionFinished(
    req,
    res,
    { login: { accountId }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  )
  return true
}

async function signingKey(): Promise<Record<string, unknown>> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  return { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' }
}

function sendHtml(res: ServerResponse, html: string): void {
  res.statusCode = 200
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.end(html)
}

async function readBody(req: IncomingMessage): Promise<string> {
  let text = ''
  for await (const chunk of req) {
    text += chunk
    if (text.length > 10_000) throw new Error('form too large')
  }
  return text
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}
