import { z } from 'zod'
import { billingTypeSchema, centsSchema, planCodeSchema } from './catalogue.ts'

/** A seller or a buyer as an invoice names them. Empty strings for what was not given. */
export const invoicePartySchema = z.object({
  name: z.string(),
  address: z.string(),
  country: z.string(),
  taxId: z.string(),
  email: z.string(),
})
export type InvoiceParty = z.infer<typeof invoicePartySchema>

/** One line of an invoice: what was bought, for which period, and its price, discount and tax. */
export const invoiceLineSchema = z.object({
  /** NEW: a plan bought; UPGRADE: the difference to a higher plan for the days left; RENEWAL: a period. */
  kind: z.enum(['NEW', 'UPGRADE', 'RENEWAL']),
  plan: planCodeSchema,
  planName: z.string(),
  /** An upgrade's former plan. */
  fromPlanName: z.string().nullable(),
  billingType: billingTypeSchema,
  /** The period the line pays for, as days (`YYYY-MM-DD`) of the invoice's time zone. */
  periodStart: z.string(),
  periodEnd: z.string(),
  quantity: z.number().int(),
  unitPriceCents: centsSchema,
  discountCents: centsSchema,
  taxCents: centsSchema,
  /** quantity x unit price - discount + tax. */
  amountCents: centsSchema,
})
export type InvoiceLine = z.infer<typeof invoiceLineSchema>

/**
 * A paid order's invoice, as its PDF and the order's detail show it: numbered, the seller (the platform's
 * configuration) and the buyer (the enterprise's billing details) as they were when it was paid, the brand
 * it was sold under, the lines, the totals with the tax on a line of its own, and how it was paid.
 */
export const invoiceSchema = z.object({
  number: z.string(),
  /** The white-label name the console was sold under. */
  brand: z.string(),
  /** The day it was paid, in `timeZone`; also the invoice's date. */
  paidOn: z.string(),
  paidAt: z.number(),
  /** The enterprise's time zone at payment, in which the days of the invoice are given. */
  timeZone: z.string(),
  seller: invoicePartySchema,
  buyer: invoicePartySchema,
  lines: z.array(invoiceLineSchema),
  /** Before discount and tax. */
  subtotalCents: centsSchema,
  discountCents: centsSchema,
  tax: z.object({ name: z.string(), ratePercent: z.number(), cents: centsSchema }),
  totalCents: centsSchema,
  currency: z.literal('USD'),
  payment: z.object({
    channel: z.enum(['CARD_PROVIDER', 'BANK_TRANSFER', 'FREE']),
    /** The bank transfer's reference. */
    reference: z.string().nullable(),
  }),
})
export type Invoice = z.infer<typeof invoiceSchema>
