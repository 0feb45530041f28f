import {
  DEFAULT_APP_NAME,
  DEFAULT_PLANS,
  type Invoice,
  type InvoiceLine,
  invoicePartySchema,
} from '@simlessly/shared'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import type { AppContext } from '../../context.ts'
import type { OrderItem } from '../../entities/order.ts'
import { getSiteTheme } from '../brand.ts'
import { zoneOf } from '../stat/read.ts'
import { billingDetailsOf } from './billing-details.ts'
import { getPlan } from './catalogue.ts'
import { orderTax } from './order-tax.ts'

/**
 * What an invoice keeps from the moment its order is paid (stored on the order as `invoiceParties`): the
 * seller as configured then, the buyer's billing details as saved then, the brand, the enterprise's time
 * zone and an upgrade's former plan by name. Later edits of any of them leave a paid invoice as it was.
 */
const snapshotSchema = z.object({
  seller: invoicePartySchema,
  buyer: invoicePartySchema,
  brand: z.string(),
  timeZone: z.string(),
  fromPlanName: z.string().nullable(),
})
export type InvoiceSnapshot = z.infer<typeof snapshotSchema>

/** The invoice's parties as they are now, for the payment of `order` to keep. */
export async function invoiceSnapshot(ctx: AppContext, order: OrderItem): Promise<InvoiceSnapshot> {
  const details = await billingDetailsOf(ctx, order.enterpriseId)
  const fromPlan = (order.upgrade as { fromPlan?: OrderItem['plan'] } | undefined)?.fromPlan
  const [{ appName }, from] = await Promise.all([
    getSiteTheme(ctx, details.brandKey),
    fromPlan ? getPlan(ctx, fromPlan) : null,
  ])
  return {
    seller: { ...ctx.config.invoicing.seller },
    buyer: {
      name: details.companyName,
      address: details.address,
      country: details.country,
      taxId: details.taxId,
      email: details.billingEmail,
    },
    brand: appName,
    timeZone: details.timeZone,
    fromPlanName: from?.name ?? null,
  }
}

/** Orders paid before invoices kept their parties: the enterprise's name, today's seller, UTC days. */
function fallbackSnapshot(order: OrderItem, config: Config): InvoiceSnapshot {
  const fromPlan = (order.upgrade as { fromPlan?: string } | undefined)?.fromPlan
  return {
    seller: { ...config.invoicing.seller },
    buyer: { name: order.enterpriseName, address: '', country: '', taxId: '', email: '' },
    brand: DEFAULT_APP_NAME,
    timeZone: 'UTC',
    fromPlanName: DEFAULT_PLANS.find((p) => p.code === fromPlan)?.name ?? fromPlan ?? null,
  }
}

/**
 * Quantity and unit price of the order's line: the periods bought at the period's price, or, when the
 * price does not divide into them (an upgrade's difference for the days left), one unit at the whole price.
 */
function units(order: OrderItem): { quantity: number; unitPriceCents: number } {
  const { quantity, originalPriceCents } = order
  if (order.kind !== 'UPGRADE' && quantity > 0 && originalPriceCents % quantity === 0) {
    return { quantity, unitPriceCents: originalPriceCents / quantity }
  }
  return { quantity: 1, unitPriceCents: originalPriceCents }
}

/** A paid order's invoice, for its PDF and its detail alike; null until it is paid and numbered. */
export function invoiceOf(order: OrderItem, config: Config): Invoice | null {
  if (!order.paid || !order.invoiceNumber || order.paidAt === undefined) return null
  const kept = snapshotSchema.safeParse(order.invoiceParties)
  const snapshot = kept.success ? kept.data : fallbackSnapshot(order, config)
  const zone = zoneOf(snapshot.timeZone)
  const line: InvoiceLine = {
    kind: order.kind,
    plan: order.plan,
    planName: order.planName,
    fromPlanName: order.kind === 'UPGRADE' ? snapshot.fromPlanName : null,
    billingType: order.billingType,
    periodStart: zone.dayOf(order.planStartAt),
    periodEnd: zone.dayOf(order.planEndAt),
    ...units(order),
    discountCents: order.discountCents,
    taxCents: orderTax(order).cents,
    amountCents: order.amountCents,
  }
  return {
    number: order.invoiceNumber,
    brand: snapshot.brand,
    paidOn: zone.dayOf(order.paidAt),
    paidAt: order.paidAt,
    timeZone: zone.name,
    seller: snapshot.seller,
    buyer: snapshot.buyer,
    lines: [line],
    subtotalCents: order.originalPriceCents,
    discountCents: order.discountCents,
    tax: {
      name: order.taxName ?? config.invoicing.tax.name,
      ratePercent: orderTax(order).rateBasisPoints / 100,
      cents: orderTax(order).cents,
    },
    totalCents: order.amountCents,
    currency: 'USD',
    payment: {
      channel: order.paymentChannel ?? 'CARD_PROVIDER',
      reference: order.paymentChannel === 'BANK_TRANSFER' ? (order.bankReference ?? null) : null,
    },
  }
}
