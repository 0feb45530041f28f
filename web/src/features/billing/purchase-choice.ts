import {
  BILLING_TYPES,
  type BillingType,
  type Order,
  PaymentMethod,
  PLAN_CODES,
  type PlanCode,
  PURCHASE_OPERATIONS,
  type PurchaseOperation,
} from '@simlessly/shared'
import type { OrderQuoteInput } from '@/api/order'
import { ApiError } from '@/lib/api-error'

export type { PurchaseOperation }

/** The route's `:operation`, or null for anything but NEW, UPGRADE and NEXT. */
export function parseOperation(param: string | undefined): PurchaseOperation | null {
  return PURCHASE_OPERATIONS.find((operation) => operation === param) ?? null
}

export const MAX_QUANTITY = 36

/** What the customer has chosen so far, kept in the URL so a reload or the back button keeps it. */
export type PurchaseChoice = {
  plan: PlanCode | null
  billingType: BillingType
  /** As typed: checked by `parseQuantity` before it is priced. */
  quantity: string
  paymentMethod: PaymentMethod
}

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value)

export function readChoice(params: URLSearchParams): PurchaseChoice {
  return {
    plan: pick(PLAN_CODES, params.get('plan')) ?? null,
    billingType: pick(BILLING_TYPES, params.get('billing')) ?? 'MONTHLY',
    quantity: params.get('quantity') ?? '1',
    paymentMethod: params.get('payment') === '1' ? PaymentMethod.BankTransfer : PaymentMethod.Card,
  }
}

/** The URL's parameters for a choice; defaults are left out so the plain link stays plain. */
export function choiceParams(choice: PurchaseChoice): Record<string, string | undefined> {
  return {
    plan: choice.plan ?? undefined,
    billing: choice.billingType === 'MONTHLY' ? undefined : choice.billingType,
    quantity: choice.quantity === '1' ? undefined : choice.quantity,
    payment: choice.paymentMethod === PaymentMethod.BankTransfer ? '1' : undefined,
  }
}

/** A whole number of periods from 1 to 36, or null. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d+$/.test(trimmed)) return null
  const quantity = Number(trimmed)
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null
}

/**
 * What to ask the server to price, or null while the choice is incomplete. An upgrade keeps the current
 * plan's billing and periods (the server takes them from the order it replaces), so it sends one period.
 */
export function quoteRequest(operation: PurchaseOperation, choice: PurchaseChoice): OrderQuoteInput | null {
  const quantity = operation === 'UPGRADE' ? 1 : parseQuantity(choice.quantity)
  if (!choice.plan || quantity === null) return null
  return {
    operation,
    plan: choice.plan,
    billingType: choice.billingType,
    quantity,
    paymentMethod: choice.paymentMethod,
  }
}

/** Where a new order leads: the card checkout, its bank details, the success screen (nothing to pay). */
export type AfterCreate =
  | { kind: 'checkout'; url: string }
  | { kind: 'transfer' }
  | { kind: 'success' }
  | { kind: 'order' }

export function afterCreate(order: Order): AfterCreate {
  if (order.paid) return { kind: 'success' }
  if (order.bankDetails) return { kind: 'transfer' }
  if (order.checkoutUrl) return { kind: 'checkout', url: order.checkoutUrl }
  return { kind: 'order' }
}

/**
 * Whether a failed purchase keeps its request key for the next try. A lost or timed-out call may have made
 * the order, so the retry asks with the same key and gets that order; a refusal made nothing, and a new key
 * keeps the server from answering the refused attempt again.
 */
export function keepsRequestKey(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout')
}
