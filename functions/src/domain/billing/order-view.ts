import type { Order, UpgradeQuote } from '@simlessly/shared'
import type { Config } from '../../config.ts'
import type { OrderItem } from '../../entities/order.ts'
import { invoiceOf } from './invoice.ts'
import { orderTax } from './order-tax.ts'

/** An order as every screen shows it; bank details while a transfer is awaited, the checkout while unpaid. */
export function orderView(order: OrderItem, config: Config): Order {
  const awaitingTransfer = order.paymentMethod === 1 && !order.paid && order.status !== 'CLOSED'
  return {
    orderId: order.orderId,
    enterpriseId: order.enterpriseId,
    enterpriseName: order.enterpriseName,
    status: order.status,
    kind: order.kind,
    plan: order.plan,
    planName: order.planName,
    billingType: order.billingType,
    billingDimension: order.billingDimension === 1 ? 1 : 0,
    quantity: order.quantity,
    currency: 'USD',
    originalPriceCents: order.originalPriceCents,
    discount:
      order.discountType && order.discountValue !== undefined
        ? { type: order.discountType, value: order.discountValue }
        : null,
    discountCents: order.discountCents,
    taxCents: orderTax(order).cents,
    taxRatePercent: orderTax(order).rateBasisPoints / 100,
    amountCents: order.amountCents,
    upgrade: (order.upgrade as (UpgradeQuote & { fromPlan: Order['plan'] }) | undefined) ?? null,
    paid: order.paid,
    paidAt: order.paidAt ?? null,
    expireAt: order.status === 'UNPAID' ? (order.expireAt ?? null) : null,
    planStartAt: order.planStartAt,
    planEndAt: order.planEndAt,
    planTime: { value: order.planTimeValue, unit: order.planTimeUnit },
    paymentMethod: order.paymentMethod === 1 ? 1 : 0,
    paymentChannel: order.paymentChannel ?? null,
    downloads: order.includedDownloads,
    installations: order.includedInstallations,
    usedDownloads: order.usedDownloads,
    spentCents: order.spentCents,
    checkoutUrl: order.status === 'UNPAID' && order.paymentMethod === 0 ? (order.checkoutUrl ?? null) : null,
    bankDetails:
      awaitingTransfer && order.bankReference
        ? { ...config.payments.bank, reference: order.bankReference, amountCents: order.amountCents }
        : null,
    paymentError: order.paymentError ?? null,
    invoiceNumber: order.invoiceNumber ?? null,
    invoice: invoiceOf(order, config),
    createdAt: order.createdAt,
    createdBy: order.createdBy,
  }
}
