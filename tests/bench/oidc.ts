import { createLogger } from '../../functions/src/adapters/logger.ts'
import { createOidcClient } from '../../functions/src/adapters/oidc.ts'
import { createApp } from '../../functions/src/api/app.ts'
import { loadConfig } from '../../functions/src/config.ts'
import { closeContext, createContext } from '../../functions/src/context.ts'
import { ensureDynamoDbLocalJar, startDynamoDbLocal } from '../../functions/src/local/dynamodb-local.ts'
import { ensureTable } from '../../functions/src/local/provision-table.ts'
import { createActiveUser } from '../../functions/test/accounts.ts'
import { atProvider, roundTrip, settingsOf, startStandIns } from '../../functions/test/oidc.ts'
import { median } from './product.ts'

/**
 * A sign-in through the local Google stand-in (a real `oidc-provider` on loopback), end to end: the
 * console's render route, the provider's authorisation and its sign-in page (the test user picked by a
 * form post), the console's callback (the code redeemed, the ID token verified, the identity read, the
 * throttle's counts, the session written in DynamoDB Local). The console runs in this process (Hono's
 * `app.request`), the provider on loopback HTTP. Beside it, in the same run, the floor: the provider's
 * own token call alone (a POST of a fresh code to its token endpoint, as the console's callback makes
 * it). Prints medians, minima and the ratio; asserts nothing.
 *
 *   npm run bench:oidc
 */
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30)

const dynamodb = await startDynamoDbLocal({
  jarDir: await ensureDynamoDbLocalJar('.cache'),
  port: 0,
  dataDir: '/tmp',
  inMemory: true,
})
const ctx = createContext(
  loadConfig({ LOG_LEVEL: 'SILENT', DYNAMODB_ENDPOINT: dynamodb.endpoint, TABLE_NAME: 'bench-oidc' }),
  createLogger({ logLevel: 'SILENT' }),
)
await ensureTable(ctx.aws.dynamodb, 'bench-oidc')
const owner = await createActiveUser(ctx)
const stands = await startStandIns(ctx.config.publicUrl, owner.email)
ctx.oidc = createOidcClient({ google: settingsOf(stands.google) })
const app = createApp(ctx)
try {
  // The verified user whose address is the password account's: the first trip links it, the rest sign in.
  await roundTrip(app, { provider: 'google', user: 'admin' })
  const trips: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < SAMPLES; i++) {
    const [started, cpuStarted] = [performance.now(), process.cpuUsage()]
    const trip = await roundTrip(app, { provider: 'google', user: 'admin' })
    trips.push(performance.now() - started)
    const used = process.cpuUsage(cpuStarted)
    cpu.push((used.user + used.system) / 1000)
    if (trip.landed.location !== '/') throw new Error(`The sign-in landed on ${trip.landed.location}`)
  }
  const tokenCalls: number[] = []
  const google = stands.google
  const redirectUri = `${ctx.config.publicUrl}/api/v1/oauth/callback/google`
  for (let i = 0; i < SAMPLES; i++) {
    const { url, checks } = await ctx.oidc.start('google', redirectUri)
    const back = await atProvider(url.href, 'admin')
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code') ?? '',
      redirect_uri: redirectUri,
      code_verifier: checks.codeVerifier,
    })
    const auth = Buffer.from(`${google.clientId}:${google.clientSecret}`).toString('base64')
    const started = performance.now()
    const response = await fetch(`${google.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${auth}` },
      body,
    })
    await response.json()
    tokenCalls.push(performance.now() - started)
    if (!response.ok) throw new Error(`The token call answered ${response.status}`)
  }
  const [trip, floor] = [median(trips), median(tokenCalls)]
  console.log(`External sign-in round trip (local Google stand-in), ${SAMPLES} sequential sign-ins:`)
  console.log(`  round trip   median ${trip.toFixed(1)} ms  min ${Math.min(...trips).toFixed(1)} ms`)
  console.log(
    `  CPU of this process per round trip (console + provider): median ${median(cpu).toFixed(1)} ms`,
  )
  console.log(
    `  floor: the provider's token call alone  median ${floor.toFixed(1)} ms  min ${Math.min(...tokenCalls).toFixed(1)} ms`,
  )
  console.log(`  ratio round trip / token call: ${(trip / floor).toFixed(1)}`)
} finally {
  await Promise.all([stands.google.stop(), stands.microsoft.stop()])
  closeContext(ctx)
  await dynamodb.stop()
}
