import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import {
  DISCOUNT_TYPES,
  ORDER_KINDS,
  ORDER_STATUSES,
  PAYMENT_CHANNELS,
  PLAN_CODES,
  PLAN_TIME_UNITS,
} from '@simlessly/shared'
import { Entity, type EntityItem } from 'electrodb'

/**
 * Orders: an enterprise's purchases of a plan for a period. Money in USD cents.
 * Access patterns:
 * - an enterprise's orders, newest first (the Orders screen): its own partition, sorted by the ULID order id
 * - get one order by enterprise and id
 * - the orders of one status whose next step is due (the scheduled job): gsi1 by status, sorted by `dueAt`
 *   (UNPAID: when it closes; WAIT_ACTIVE: when it starts; ACTIVE: when it ends, or when the grace period of a
 *   failed renewal ends)
 * - every enterprise's orders, newest first (admin/order): gsi9, one platform partition
 * - the order renewed by a provider subscription (renewal events): gsi1 is taken, so by `subscriptionRef` in a
 *   claim item of its own (see `orderRef` below), which moves to each renewal order as it is made
 */
export function createOrderEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'order', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        orderId: { type: 'string', required: true, readOnly: true },
        enterpriseName: { type: 'string', required: true },
        /** The name lower-cased, which the admin's search by the name's beginning matches. */
        enterpriseKey: {
          type: 'string',
          watch: ['enterpriseName'],
          set: (_, item) => (item.enterpriseName as string | undefined)?.toLowerCase(),
        },
        status: { type: ORDER_STATUSES, required: true },
        kind: { type: ORDER_KINDS, required: true },
        plan: { type: PLAN_CODES, required: true },
        planName: { type: 'string', required: true },
        billingType: { type: ['MONTHLY', 'ANNUALLY'] as const, required: true },
        billingDimension: { type: 'number', required: true },
        quantity: { type: 'number', required: true },
        originalPriceCents: { type: 'number', required: true },
        discountType: { type: DISCOUNT_TYPES },
        discountValue: { type: 'number' },
        discountCents: { type: 'number', required: true, default: 0 },
        /** The tax on the price after discount, at the rate configured when ordered; in `amountCents`. */
        taxCents: { type: 'number', required: true, default: 0 },
        taxRateBasisPoints: { type: 'number', required: true, default: 0 },
        taxName: { type: 'string' },
        amountCents: { type: 'number', required: true },
        /** An upgrade's price computation (UpgradeQuote of shared/billing), as stored when quoted. */
        upgrade: { type: 'any' },
        paid: { type: 'boolean', required: true, default: false },
        paidAt: { type: 'number' },
        /** When an UNPAID order closes by itself. */
        expireAt: { type: 'number' },
        planStartAt: { type: 'number', required: true },
        planEndAt: { type: 'number', required: true },
        planTimeValue: { type: 'number', required: true },
        planTimeUnit: { type: PLAN_TIME_UNITS, required: true },
        paymentMethod: { type: 'number', required: true },
        paymentChannel: { type: PAYMENT_CHANNELS },
        includedDownloads: { type: 'number', required: true, default: 0 },
        includedInstallations: { type: 'number', required: true, default: 0 },
        usedDownloads: { type: 'number', required: true, default: 0 },
        spentCents: { type: 'number', required: true, default: 0 },
        /** The provider's checkout for a card order, and the subscription that renews it once paid. */
        checkoutSessionId: { type: 'string' },
        checkoutUrl: { type: 'string' },
        subscriptionRef: { type: 'string' },
        /** The reference a bank transfer must carry. */
        bankReference: { type: 'string' },
        paymentError: { type: 'string' },
        invoiceNumber: { type: 'string' },
        /**
         * The invoice's parties as they were when paid (InvoiceParties of domain/billing/invoice.ts): the
         * seller, the buyer's billing details, the brand and the time zone. Orders paid before it existed have
         * none, and their invoice names the enterprise alone.
         */
        invoiceParties: { type: 'any' },
        /** The order an upgrade or renewal follows. */
        previousOrderId: { type: 'string' },
        /** The renewal failed at the provider: the plan stays usable for a grace period, then expires. */
        renewalFailedAt: { type: 'number' },
        /** The plan the next renewal buys when a downgrade was scheduled for it; unset, the same plan. */
        renewalPlan: { type: PLAN_CODES },
        /** The customer turned renewal off (or cancelled the plan). */
        autoRenew: { type: 'boolean', required: true, default: false },
        createdBy: { type: 'string', required: true },
        createdAt: { type: 'number', required: true, readOnly: true },
        /** Changed on every write: writes are conditional on the value read, so none is lost. */
        updatedAt: { type: 'number', required: true },
        /** When the scheduled job next looks at the order (see the status index). */
        dueAt: { type: 'number', required: true },
        /** The platform partition of gsi9. */
        scope: { type: 'string', required: true, readOnly: true, default: 'platform' },
      },
      indexes: {
        byEnterprise: {
          pk: { field: 'pk', composite: ['enterpriseId'] },
          sk: { field: 'sk', composite: ['orderId'] },
        },
        byStatus: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['status'] },
          sk: { field: 'gsi1sk', composite: ['dueAt', 'orderId'] },
        },
        everyOrder: {
          index: 'gsi9',
          pk: { field: 'gsi9pk', composite: ['scope'] },
          sk: { field: 'gsi9sk', composite: ['createdAt', 'orderId'] },
        },
      },
    },
    { client, table },
  )
}

/**
 * Platform-wide claims on a name, each pointing to an order: a purchase's request key (a double click makes
 * one order; a renewal invoice, `invoice#<id>`, makes one renewal order), a provider subscription (renewal
 * events find their order: it points to the latest order of the chain), a payment event's id (an event
 * delivered twice changes nothing). Written with a conditional create in the same transaction as the order.
 * Access pattern: get by kind and value.
 */
export function createOrderRefEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'orderRef', version: '1', service: 'simlessly' },
      attributes: {
        kind: { type: ['request', 'subscription', 'event'] as const, required: true, readOnly: true },
        value: { type: 'string', required: true, readOnly: true },
        enterpriseId: { type: 'string', required: true },
        orderId: { type: 'string', required: true },
        createdAt: { type: 'number', required: true, default: () => Date.now() },
      },
      indexes: {
        byValue: {
          pk: { field: 'pk', composite: ['kind', 'value'] },
          sk: { field: 'sk', composite: [] },
        },
      },
    },
    { client, table },
  )
}

/**
 * Platform-wide billing records: an admin's edit of a plan over the default catalogue, and the admins'
 * actions on orders (the audit log, newest first by a ULID).
 * Access patterns: list the plan edits (every plan read); a page of the audit log.
 */
export function createPlanEditEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'planEdit', version: '1', service: 'simlessly' },
      attributes: {
        code: { type: PLAN_CODES, required: true, readOnly: true },
        /** The whole plan as the admin saved it (planSchema of shared/billing). */
        plan: { type: 'any', required: true },
        updatedAt: { type: 'number', required: true },
        updatedBy: { type: 'string', required: true },
      },
      indexes: {
        byCode: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['code'] } },
      },
    },
    { client, table },
  )
}

export function createBillingAuditEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'billingAudit', version: '1', service: 'simlessly' },
      attributes: {
        entryId: { type: 'string', required: true, readOnly: true },
        at: { type: 'number', required: true },
        actor: { type: 'string', required: true },
        action: { type: ['CREATE', 'UPGRADE', 'CONFIRM', 'CLOSE', 'PLAN_UPDATE'] as const, required: true },
        orderId: { type: 'string' },
        enterpriseName: { type: 'string' },
        before: { type: 'string' },
        after: { type: 'string' },
      },
      indexes: {
        byTime: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['entryId'] } },
      },
    },
    { client, table },
  )
}

export type OrderItem = EntityItem<ReturnType<typeof createOrderEntity>>
export type OrderRefItem = EntityItem<ReturnType<typeof createOrderRefEntity>>
