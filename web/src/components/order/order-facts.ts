import type { Order } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { displayValue, formatCount, formatDateTime, formatDay, formatUsd } from '@/lib/format'
import type { Fact } from './fact-list'

/** "Monthly × 2": how an order is billed, as the lists and the details say it. */
export function useBillingTimes() {
  const { t } = useTranslation()
  return (order: Pick<Order, 'billingType' | 'quantity'>) =>
    t('orders.billingTimes', {
      billing: t(`orders.billingTypes.${order.billingType}`),
      quantity: order.quantity,
    })
}

/**
 * Every fact of an order that the customer's and the admin's details share, by name; each side lists the ones
 * it shows, in its order, beside its own.
 */
export function useOrderFacts(order: Order) {
  const { t } = useTranslation()
  const billingTimes = useBillingTimes()
  const fact = (key: string, value: Fact['value']): Fact => ({ term: t(`orders.facts.${key}`), value })
  return {
    plan: fact('plan', order.planName),
    billing: fact('billing', billingTimes(order)),
    planTime: fact('planTime', t(`orders.planTime.${order.planTime.unit}`, { count: order.planTime.value })),
    planStart: fact('planStart', formatDay(order.planStartAt)),
    planEnd: fact('planEnd', formatDay(order.planEndAt)),
    downloads: fact('downloads', formatCount(order.downloads)),
    installations: fact('installations', formatCount(order.installations)),
    usedDownloads: fact('usedDownloads', formatCount(order.usedDownloads)),
    spent: fact('spent', formatUsd(order.spentCents)),
    paymentMethod: fact('paymentMethod', t(`orders.paymentMethods.${order.paymentMethod}`)),
    paymentChannel: fact(
      'paymentChannel',
      order.paymentChannel ? t(`orders.channels.${order.paymentChannel}`) : displayValue(null),
    ),
    paid: fact('paid', order.paid ? t('orders.facts.yes') : t('orders.facts.no')),
    paidAt: fact('paidAt', formatDateTime(order.paidAt)),
    expireAt: fact('expireAt', formatDateTime(order.expireAt)),
    invoiceNumber: fact('invoiceNumber', displayValue(order.invoiceNumber)),
    createdAt: fact('createdAt', formatDateTime(order.createdAt)),
    createdBy: fact('createdBy', displayValue(order.createdBy)),
  }
}

export type OrderFacts = ReturnType<typeof useOrderFacts>
