import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { UpdateCommand } from '@aws-sdk/lib-dynamodb'
import { endpoints, type Invoice, Permission } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, TEST_PASSWORD, uniqueEmail } from '../../../test/accounts.ts'
import { call, codeIn, mailTo, signedInUser, signIn } from '../../../test/api.ts'
import { isolatedContext } from '../../../test/helpers.ts'
import { type ApiApp, createApp } from '../../api/app.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { ensurePlatformAdmin } from '../auth/admin.ts'
import { putBrand } from '../brand.ts'

/**
 * Billing details and the invoice a finance team accepts, through the API: the details proposed from the
 * sign-up and saved by the owner, the seller and the tax from the configuration, the buyer kept as it was
 * when the order was paid, and the same invoice in the order's detail and its PDF.
 */
let ctx: AppContext
let app: ApiApp
let adminToken: string
const admin = { email: 'invoice-admin@example.com', password: 'Invoice-Admin-9!' }
const seller = {
  name: 'Simlessly Test GmbH',
  address: 'Seller Road 5\n80331 Munich',
  country: 'Germany',
  taxId: 'DE999999999',
  email: 'billing@seller.example',
}

beforeAll(async () => {
  const base = await isolatedContext()
  ctx = base
  ctx.config = {
    ...base.config,
    admin,
    invoicing: { seller, tax: { name: 'VAT', rateBasisPoints: 2000 } },
  }
  app = createApp(ctx)
  await ensurePlatformAdmin(ctx)
  adminToken = await signIn(app, admin)
  await putBrand(ctx, { key: 'orbit', appName: 'Orbit Mobile', iconUrl: '/favicon.ico', theme: '#0f766e' })
}, 60_000)
afterAll(() => closeContext(ctx))

const obj = <T>(answer: { body: { obj: unknown } }) => answer.body.obj as T

/** Signs a person up through the brand `orbit` from a browser in Berlin, confirms them and signs them in. */
async function signUpInBerlin() {
  const email = uniqueEmail('invoice')
  const survey = {
    volumeUnit: 'MONTHLY_DOWNLOADS',
    volume: 500,
    heardFrom: 'SEARCH',
    industry: 'IOT',
    role: 'Manager',
    profileSource: 'PROFILE_INFO',
  }
  const body = {
    firstName: 'Grete',
    lastName: 'Meyer',
    email,
    password: TEST_PASSWORD,
    companyName: 'Orbit Labs',
    survey,
    sys: 'orbit',
  }
  await call(app, endpoints.account.register, { body, headers: { timezone: 'Europe/Berlin' } })
  const code = codeIn(await mailTo(email, /Confirm/), '/confirm/orbit')
  expect((await call(app, endpoints.account.verify, { body: { code } })).body.success).toBe(true)
  return { email, token: await signIn(app, { email, password: TEST_PASSWORD }) }
}

const berlinDetails = (email: string) => ({
  companyName: 'Orbit Labs GmbH',
  address: 'Hauptstrasse 1\n10115 Berlin',
  country: 'Germany',
  taxId: 'DE123456789',
  billingEmail: email,
  timeZone: 'Europe/Berlin',
})

describe('billing details', () => {
  it('are proposed from the sign-up, saved by the owner only, checked, and kept per enterprise', async () => {
    const owner = await signUpInBerlin()
    const proposed = await call(app, endpoints.billingDetails.details, { token: owner.token })
    expect(proposed.body.obj).toEqual({
      companyName: 'Orbit Labs',
      address: '',
      country: '',
      taxId: '',
      billingEmail: owner.email,
      timeZone: 'Europe/Berlin',
      saved: false,
      updatedAt: null,
    })
    const bad = await call(app, endpoints.billingDetails.updateDetails, {
      token: owner.token,
      body: { ...berlinDetails(owner.email), companyName: ' ', timeZone: 'Mars/Olympus', billingEmail: 'x' },
    })
    expect([bad.status, bad.body.code]).toEqual([400, ErrorCode.VALIDATION_FAILED])
    const fields = obj<{ fields: { path: string; message: string }[] }>(bad).fields
    expect(fields.map((f) => [f.path, f.message])).toEqual(
      expect.arrayContaining([
        ['json.companyName', 'Required'],
        ['json.timeZone', 'Choose a time zone from the list'],
        ['json.billingEmail', 'Invalid email'],
      ]),
    )
    const saved = await call(app, endpoints.billingDetails.updateDetails, {
      token: owner.token,
      body: berlinDetails(owner.email),
    })
    expect(saved.body.obj).toMatchObject({ ...berlinDetails(owner.email), saved: true })

    // Another enterprise sees its own; a member who may look but not manage cannot save.
    const other = await signedInUser(app, ctx)
    expect(
      obj<{ saved: boolean }>(await call(app, endpoints.billingDetails.details, { token: other.token })),
    ).toMatchObject({ companyName: 'Test Enterprise', timeZone: 'UTC', saved: false })
    const viewer = await signIn(
      app,
      await addMember(ctx, { enterpriseId: other.enterpriseId, permissions: [Permission.Subscription_View] }),
    )
    expect((await call(app, endpoints.billingDetails.details, { token: viewer })).status).toBe(200)
    const refused = await call(app, endpoints.billingDetails.updateDetails, {
      token: viewer,
      body: berlinDetails(owner.email),
    })
    expect([refused.status, refused.body.code]).toEqual([403, ErrorCode.PERMISSION_DENIED])
  })
})

describe('the invoice', () => {
  it('names seller, buyer as at payment, brand, the line with period, quantity, price, discount and tax, and how it was paid', async () => {
    const owner = await signUpInBerlin()
    await call(app, endpoints.billingDetails.updateDetails, {
      token: owner.token,
      body: berlinDetails(owner.email),
    })
    const purchase = { operation: 'NEW', plan: 'PRO', billingType: 'MONTHLY', quantity: 1, paymentMethod: 1 }
    const quote = obj<Record<string, unknown>>(
      await call(app, endpoints.order.quote, { token: owner.token, body: purchase }),
    )
    expect(quote).toMatchObject({
      originalPriceCents: 29_900,
      taxCents: 5_980,
      taxRatePercent: 20,
      taxName: 'VAT',
      amountCents: 35_880,
    })
    const order = obj<{ orderId: string; bankDetails: { reference: string; amountCents: number } }>(
      await call(app, endpoints.order.create, {
        token: owner.token,
        body: { ...purchase, requestKey: crypto.randomUUID() },
      }),
    )
    expect(order.bankDetails.amountCents).toBe(35_880)
    await call(app, endpoints.adminOrder.confirm, { token: adminToken, body: { orderId: order.orderId } })
    // Edited after the payment: the paid invoice keeps the details it was paid with.
    await call(app, endpoints.billingDetails.updateDetails, {
      token: owner.token,
      body: { ...berlinDetails(owner.email), companyName: 'Renamed AG' },
    })

    const detail = obj<{ invoice: Invoice; planStartAt: number; planEndAt: number; paidAt: number }>(
      await call(app, endpoints.order.info, { token: owner.token, query: { orderId: order.orderId } }),
    )
    const berlinDay = (at: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(at)
    const invoice = detail.invoice
    expect(invoice).toMatchObject({
      number: expect.stringMatching(/^INV-\d{4}-\d{6}$/),
      brand: 'Orbit Mobile',
      paidOn: berlinDay(detail.paidAt),
      timeZone: 'Europe/Berlin',
      seller,
      buyer: {
        name: 'Orbit Labs GmbH',
        address: 'Hauptstrasse 1\n10115 Berlin',
        country: 'Germany',
        taxId: 'DE123456789',
        email: owner.email,
      },
      lines: [
        {
          kind: 'NEW',
          planName: 'Pro',
          billingType: 'MONTHLY',
          periodStart: berlinDay(detail.planStartAt),
          periodEnd: berlinDay(detail.planEndAt),
          quantity: 1,
          unitPriceCents: 29_900,
          discountCents: 0,
          taxCents: 5_980,
          amountCents: 35_880,
        },
      ],
      subtotalCents: 29_900,
      discountCents: 0,
      tax: { name: 'VAT', ratePercent: 20, cents: 5_980 },
      totalCents: 35_880,
      payment: { channel: 'BANK_TRANSFER', reference: order.bankDetails.reference },
    })

    const pdf = await app.request(`/api/v1/order/invoice?orderId=${order.orderId}`, {
      headers: { token: owner.token },
    })
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'invoice-')), 'invoice.pdf')
    writeFileSync(file, new Uint8Array(await pdf.arrayBuffer()))
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString()
    for (const expected of [
      'Orbit Mobile',
      invoice.number,
      `Date: ${invoice.paidOn}`,
      'Simlessly Test GmbH',
      'Tax id: DE999999999',
      'Orbit Labs GmbH',
      '10115 Berlin',
      'Tax id: DE123456789',
      'Pro plan, billed monthly',
      `${invoice.lines[0]?.periodStart} to ${invoice.lines[0]?.periodEnd}`,
      '$299.00',
      'VAT (20%)',
      '$59.80',
      '$358.80',
      `Paid on ${invoice.paidOn} by bank transfer, reference ${order.bankDetails.reference}`,
      'Days are given in Europe/Berlin',
    ])
      expect(text).toContain(expected)
    expect(text).not.toContain('Renamed AG')
  })

  it('of an order paid before invoices kept their parties and tax names the enterprise, with no tax', async () => {
    const owner = await signedInUser(app, ctx, { enterpriseName: 'Early Labs' })
    const made = obj<{ orderId: string }>(
      await call(app, endpoints.order.create, {
        token: owner.token,
        body: {
          operation: 'NEW',
          plan: 'BASIC',
          billingType: 'MONTHLY',
          quantity: 1,
          paymentMethod: 1,
          requestKey: crypto.randomUUID(),
        },
      }),
    )
    await call(app, endpoints.adminOrder.confirm, { token: adminToken, body: { orderId: made.orderId } })
    // The item as earlier versions stored it: none of the attributes tax and invoices added.
    const { Key } = ctx.entities.order
      .get({ enterpriseId: owner.enterpriseId, orderId: made.orderId })
      .params()
    await ctx.aws.db.send(
      new UpdateCommand({
        TableName: ctx.config.tableName,
        Key,
        UpdateExpression: 'REMOVE taxCents, taxRateBasisPoints, taxName, invoiceParties',
      }),
    )
    const answer = await call(app, endpoints.order.info, {
      token: owner.token,
      query: { orderId: made.orderId },
    })
    expect(answer.status).toBe(200)
    const order = obj<{ taxCents: number; amountCents: number; invoice: Invoice }>(answer)
    expect(order.taxCents).toBe(0)
    expect(order.invoice).toMatchObject({
      brand: 'Simlessly',
      timeZone: 'UTC',
      seller,
      buyer: { name: 'Early Labs', address: '', taxId: '' },
      tax: { name: 'VAT', ratePercent: 0, cents: 0 },
      totalCents: order.amountCents,
    })
  })
})
