import { endpoints } from '@simlessly/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUpForm, uniqueEmail } from '../../../test/accounts.ts'
import { call, mailTo } from '../../../test/api.ts'
import { type BillingWorld, billingWorld } from '../../../test/billing.ts'
import { loadConfig } from '../../config.ts'

/**
 * Locally without PUBLIC_URL, every link a request hands out leads back to the loopback origin the person
 * is on (the token cookie is per host: another host signs them out); a foreign Host or Origin is ignored;
 * PUBLIC_URL, when set, rules.
 */
let world: BillingWorld
let pinned: BillingWorld
let port: number
const PINNED_URL = 'https://console.example.com'

beforeAll(async () => {
  world = await billingWorld()
  port = world.ctx.config.port
  const { publicUrl, linksFollowRequest } = loadConfig({ PUBLIC_URL: PINNED_URL })
  pinned = await billingWorld({ publicUrl, linksFollowRequest })
})
afterAll(async () => {
  await world?.stop()
  await pinned?.stop()
})

const signUp = (on: BillingWorld, email: string, headers: Record<string, string>) =>
  call(on.app, endpoints.account.register, { headers, body: signUpForm(email) })

/** The links of a mail, whole. */
const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? []

async function confirmationLinkFor(on: BillingWorld, headers: Record<string, string>) {
  const email = uniqueEmail('origin')
  expect((await signUp(on, email, headers)).body.success).toBe(true)
  return linksIn((await mailTo(email, /Confirm your email/)).text)[0] ?? ''
}

describe('links in mails', () => {
  it('lead to the loopback origin the request came from: confirmation, reset, invitation', async () => {
    for (const host of [`localhost:${port}`, `[::1]:${port}`, `127.0.0.1:${port}`]) {
      expect(await confirmationLinkFor(world, { host })).toMatch(
        new RegExp(`^http://${host.replace(/[[\].]/g, '\\$&')}/confirm\\?code=`),
      )
    }
    // The Origin header (the page the person is on) before the Host header.
    const owner = await world.owner()
    const headers = { origin: `http://localhost:${port}`, host: `127.0.0.1:${port}` }
    await call(world.app, endpoints.account.forgotPassword, { headers, body: { email: owner.email } })
    expect(linksIn((await mailTo(owner.email, /Reset your password/)).text)).toEqual([
      expect.stringMatching(new RegExp(`^http://localhost:${port}/sign/reset\\?code=`)),
    ])
    const invited = uniqueEmail('invited')
    const invite = await call(world.app, endpoints.member.add, {
      token: owner.token,
      headers,
      body: { email: invited, roleId: 'VIEWER' },
    })
    expect(invite.body.success).toBe(true)
    expect(linksIn((await mailTo(invited, /invited to join/)).text)).toEqual([
      expect.stringMatching(new RegExp(`^http://localhost:${port}/invitation\\?token=`)),
    ])
  })

  it('ignore a foreign Host or Origin, or another port, for the configured URL', async () => {
    const configured = world.ctx.config.publicUrl
    const foreign: Record<string, string>[] = [
      { host: 'evil.example' },
      { host: `evil.example:${port}` },
      { host: `127.0.0.1:${port + 1}` },
      { host: `127.0.0.1:${port}@evil.example` },
      { origin: 'http://evil.example', host: `localhost:${port}` },
    ]
    for (const headers of foreign) {
      expect(await confirmationLinkFor(world, headers)).toMatch(new RegExp(`^${configured}/confirm\\?code=`))
    }
  })

  it('lead to PUBLIC_URL when it is set, whatever the request says', async () => {
    expect(await confirmationLinkFor(pinned, { host: `localhost:${port}` })).toMatch(
      new RegExp(`^${PINNED_URL}/confirm\\?code=`),
    )
  })
})

describe('the card checkout', () => {
  it('opens on the origin the request came from and returns there, paid or cancelled', async () => {
    const owner = await world.owner()
    const origin = `http://localhost:${port}`
    const made = await call(world.app, endpoints.order.create, {
      token: owner.token,
      headers: { origin, host: `127.0.0.1:${port}` },
      body: {
        operation: 'NEW',
        plan: 'PRO',
        billingType: 'MONTHLY',
        quantity: 1,
        paymentMethod: 0,
        requestKey: crypto.randomUUID(),
      },
    })
    const order = made.body.obj as { orderId: string; checkoutUrl: string }
    expect(order.checkoutUrl).toMatch(new RegExp(`^${origin}/dev/checkout/cs_test_\\w+$`))
    const session = world.sandbox.session(order.checkoutUrl.split('/').at(-1) ?? '')
    expect(session).toMatchObject({
      successUrl: `${origin}/order/success?orderId=${order.orderId}`,
      cancelUrl: `${origin}/order?orderId=${order.orderId}`,
    })
  })

  it('follows PUBLIC_URL when it is set', async () => {
    const owner = await pinned.owner()
    const order = await pinned.buyByCard(owner)
    expect(order.checkoutUrl).toMatch(new RegExp(`^${PINNED_URL}/dev/checkout/`))
    expect(pinned.sandbox.session(order.checkoutSessionId)?.successUrl).toMatch(
      new RegExp(`^${PINNED_URL}/order/success\\?`),
    )
  })
})
