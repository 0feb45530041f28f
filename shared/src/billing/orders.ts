import { z } from 'zod'
import { pageSchema } from '../page.ts'
import {
  billingDimensionSchema,
  billingTypeSchema,
  centsSchema,
  DISCOUNT_TYPES,
  PLAN_TIME_UNITS,
  paymentMethodSchema,
  planCodeSchema,
} from './catalogue.ts'
import { invoiceSchema } from './invoice.ts'
import { ORDER_STATUSES } from './order-machine.ts'

export const orderStatusSchema = z.enum(ORDER_STATUSES)

/** NEW: a plan bought; UPGRADE: a higher plan for the rest of the current period; RENEWAL: the next period. */
export const ORDER_KINDS = ['NEW', 'UPGRADE', 'RENEWAL'] as const
export type OrderKind = (typeof ORDER_KINDS)[number]

/** How the money came: the card provider's checkout, a bank transfer an admin confirmed, or free of charge. */
export const PAYMENT_CHANNELS = ['CARD_PROVIDER', 'BANK_TRANSFER', 'FREE'] as const
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number]

export const discountSchema = z
  .object({ type: z.enum(DISCOUNT_TYPES), value: z.number().int().min(0).max(100_000_000) })
  .strict()
  .refine((d) => d.type !== 'PERCENT' || d.value <= 100, {
    message: 'A percent discount is from 0 to 100',
    path: ['value'],
  })

export const upgradeQuoteSchema = z.object({
  fromPlan: planCodeSchema,
  fromPlanPeriodCents: centsSchema,
  toPlanPeriodCents: centsSchema,
  remainingDays: z.number().int(),
  periodDays: z.number().int(),
  amountCents: centsSchema,
})

/** Where to send a bank transfer, with the reference that ties it to the order. */
export const bankDetailsSchema = z.object({
  beneficiary: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  swift: z.string(),
  reference: z.string(),
  amountCents: centsSchema,
})
export type BankDetails = z.infer<typeof bankDetailsSchema>

/** An order as the Orders screens show it. Money in USD cents; times in ms since the epoch. */
export const orderSchema = z.object({
  orderId: z.string(),
  enterpriseId: z.string(),
  enterpriseName: z.string(),
  status: orderStatusSchema,
  kind: z.enum(ORDER_KINDS),
  plan: planCodeSchema,
  planName: z.string(),
  billingType: billingTypeSchema,
  billingDimension: billingDimensionSchema,
  quantity: z.number().int(),
  currency: z.literal('USD'),
  originalPriceCents: centsSchema,
  discount: z.object({ type: z.enum(DISCOUNT_TYPES), value: z.number().int() }).nullable(),
  discountCents: centsSchema,
  /** The tax on the price after discount (the configured rate, 0 unless set), included in `amountCents`. */
  taxCents: centsSchema,
  taxRatePercent: z.number(),
  amountCents: centsSchema,
  /** An upgrade's price: how the amount was computed. */
  upgrade: upgradeQuoteSchema.nullable(),
  paid: z.boolean(),
  paidAt: z.number().nullable(),
  /** When an unpaid order closes by itself. */
  expireAt: z.number().nullable(),
  planStartAt: z.number(),
  planEndAt: z.number(),
  planTime: z.object({ value: z.number().int(), unit: z.enum(PLAN_TIME_UNITS) }),
  paymentMethod: paymentMethodSchema,
  paymentChannel: z.enum(PAYMENT_CHANNELS).nullable(),
  /** Included downloads and installations for the plan's period, and what was used and spent. */
  downloads: z.number().int(),
  installations: z.number().int(),
  usedDownloads: z.number().int(),
  spentCents: centsSchema,
  /** The card checkout to finish paying (card orders while UNPAID). */
  checkoutUrl: z.string().nullable(),
  /** Bank details and reference (bank transfer orders while not paid). */
  bankDetails: bankDetailsSchema.nullable(),
  /** The last refused payment, in the provider's words. */
  paymentError: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  /** The invoice, once paid: the same figures and parties as its PDF. */
  invoice: invoiceSchema.nullable(),
  createdAt: z.number(),
  createdBy: z.string(),
})
export type Order = z.infer<typeof orderSchema>

export const orderPageSchema = pageSchema(orderSchema)

/**
 * What a purchase does to the enterprise's one plan timeline. NEW: a plan from now (or from the trial's end),
 * refused while a paid plan runs or is paid to start later; UPGRADE: a higher plan for the rest of the
 * running paid period; NEXT: a plan (any) for the period after every paid one, where it cannot overlap them.
 */
export const PURCHASE_OPERATIONS = ['NEW', 'UPGRADE', 'NEXT'] as const
export type PurchaseOperation = (typeof PURCHASE_OPERATIONS)[number]

/** What a customer asks to buy. Strict: a request that carries an amount (or anything else) is refused. */
export const orderQuoteRequestSchema = z
  .object({
    operation: z.enum(PURCHASE_OPERATIONS),
    plan: planCodeSchema,
    billingType: billingTypeSchema,
    quantity: z.number().int().min(1, 'At least 1').max(36, 'Up to 36'),
    paymentMethod: paymentMethodSchema,
  })
  .strict()
export type OrderQuoteRequest = z.input<typeof orderQuoteRequestSchema>

/** The purchase: the quote's fields plus a key the screen makes once, so a double click makes one order. */
export const orderCreateRequestSchema = orderQuoteRequestSchema.extend({ requestKey: z.uuid() }).strict()
export type OrderCreateRequest = z.input<typeof orderCreateRequestSchema>

export const orderQuoteSchema = z.object({
  plan: planCodeSchema,
  planName: z.string(),
  billingType: billingTypeSchema,
  quantity: z.number().int(),
  unitPriceCents: centsSchema,
  originalPriceCents: centsSchema,
  discountCents: centsSchema,
  /** The tax on the price after discount, included in `amountCents` (what is charged). */
  taxCents: centsSchema,
  taxRatePercent: z.number(),
  /** The tax's name as the invoice will carry it (TAX_NAME), so the quote words the line as the invoice does. */
  taxName: z.string(),
  amountCents: centsSchema,
  upgrade: upgradeQuoteSchema.nullable(),
  planStartAt: z.number(),
  planEndAt: z.number(),
})
export type OrderQuote = z.infer<typeof orderQuoteSchema>

const pageFields = {
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
}
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v)

export const orderListQuerySchema = z.object({
  ...pageFields,
  status: z.preprocess(emptyAsUndefined, orderStatusSchema.optional()),
})
export type OrderListQuery = z.input<typeof orderListQuerySchema>

export const orderIdQuerySchema = z.object({ orderId: z.string().trim().min(1).max(64) })
export const orderIdRequestSchema = z.object({ orderId: z.string().trim().min(1).max(64) }).strict()

const dayText = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
    .optional(),
)
export const adminOrderListQuerySchema = z.object({
  ...pageFields,
  status: z.preprocess(emptyAsUndefined, orderStatusSchema.optional()),
  plan: z.preprocess(emptyAsUndefined, planCodeSchema.optional()),
  /** An enterprise's id or its name's beginning. */
  enterprise: z.preprocess(emptyAsUndefined, z.string().trim().max(100).optional()),
  /** Created on or after / on or before these UTC days. */
  from: dayText,
  to: dayText,
})
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>

/** An admin's order for a client, found by its owner's email; the discount is the admin's to give. */
export const adminOrderCreateRequestSchema = z
  .object({
    /** The client's enterprise, picked by name or owner: an owner of two gets it on the one picked. */
    enterpriseId: z.string().trim().min(1, 'Pick the client').max(64),
    plan: planCodeSchema,
    billingType: billingTypeSchema,
    quantity: z.number().int().min(1, 'At least 1').max(36, 'Up to 36'),
    paymentMethod: paymentMethodSchema,
    discount: discountSchema.optional(),
  })
  .strict()
export type AdminOrderCreateRequest = z.input<typeof adminOrderCreateRequestSchema>

/** An admin's upgrade of a client's active order to a higher plan, for the rest of its period. */
export const adminOrderUpgradeRequestSchema = z
  .object({
    orderId: z.string().trim().min(1).max(64),
    plan: planCodeSchema,
    paymentMethod: paymentMethodSchema,
    discount: discountSchema.optional(),
  })
  .strict()
export type AdminOrderUpgradeRequest = z.input<typeof adminOrderUpgradeRequestSchema>

/** One admin action on orders, for the audit log. */
export const adminAuditEntrySchema = z.object({
  at: z.number(),
  actor: z.string(),
  action: z.enum(['CREATE', 'UPGRADE', 'CONFIRM', 'CLOSE', 'PLAN_UPDATE']),
  orderId: z.string().nullable(),
  enterpriseName: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
})
export const adminAuditPageSchema = pageSchema(adminAuditEntrySchema)
export const adminAuditQuerySchema = z.object(pageFields)
