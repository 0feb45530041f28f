import {
  adminOrderCreateRequestSchema,
  type BillingType,
  DISCOUNT_TOO_LARGE,
  type OrderPrice,
  orderPrice,
  type Plan,
  type PlanCode,
} from '@simlessly/shared'
import type { z } from 'zod'
import { formatUsd } from '@/lib/format'
import { i18n } from '@/lib/i18n'
import {
  checkedResolver,
  type DiscountValues,
  discountIssues,
  discountPath,
  type FormIssue,
  toDiscount,
  wholeNumberIssue,
} from './form-checks'

export type CreateOrderRequest = z.output<typeof adminOrderCreateRequestSchema>

/** The form as the admin fills it: numbers as typed, the discount as a kind and a value in its unit. */
export type CreateOrderValues = DiscountValues & {
  /** The client picked from the list (its enterprise), and how the confirmation names it. */
  enterpriseId: string
  clientLabel: string
  plan: PlanCode | ''
  billingType: BillingType
  quantity: string
  paymentMethod: '0' | '1'
}

/** The plans the form knows, to price the order before it is sent. */
export type CreateOrderContext = { plans?: readonly Plan[] | undefined }

export const emptyCreateOrderValues: CreateOrderValues = {
  enterpriseId: '',
  clientLabel: '',
  plan: '',
  billingType: 'MONTHLY',
  quantity: '1',
  paymentMethod: '1',
  discountType: '',
  discountValue: '',
}

export function toCreateOrderInput(values: CreateOrderValues) {
  const discount = toDiscount(values)
  return {
    enterpriseId: values.enterpriseId,
    plan: values.plan === '' ? undefined : values.plan,
    billingType: values.billingType,
    quantity: values.quantity.trim() === '' ? Number.NaN : Number(values.quantity),
    paymentMethod: Number(values.paymentMethod),
    ...(discount && { discount }),
  }
}

const FIELDS = ['enterpriseId', 'plan', 'billingType', 'quantity', 'paymentMethod']

/**
 * The price the server will compute, from the same catalogue and the same shared function: shown before the
 * admin confirms. Undefined while the catalogue is not loaded or the request cannot be priced.
 */
export function estimateOrder(
  request: Pick<CreateOrderRequest, 'plan' | 'billingType' | 'quantity' | 'discount'>,
  plans: readonly Plan[] | undefined,
): OrderPrice | undefined {
  const plan = plans?.find((p) => p.code === request.plan)
  if (!plan) return undefined
  const priced = orderPrice({
    plan,
    billingType: request.billingType,
    quantity: request.quantity,
    discount: request.discount,
  })
  return 'price' in priced ? priced.price : undefined
}

/** What the schema cannot say to people, and a discount that would take the amount below zero. */
export function createOrderChecks(values: CreateOrderValues, context?: CreateOrderContext): FormIssue[] {
  const issues: FormIssue[] = []
  const quantity = wholeNumberIssue(values.quantity, 1, 36)
  if (quantity) issues.push({ path: 'quantity', message: quantity })
  issues.push(...discountIssues(values))
  const plan = context?.plans?.find((p) => p.code === values.plan)
  const discount = toDiscount(values)
  if (issues.length > 0 || !plan || !discount) return issues
  const order = { plan, billingType: values.billingType, quantity: Number(values.quantity) }
  const priced = orderPrice({ ...order, discount })
  const full = orderPrice(order)
  if ('error' in priced && priced.error === DISCOUNT_TOO_LARGE && 'price' in full) {
    const price = formatUsd(full.price.originalPriceCents)
    issues.push({
      path: 'discountValue',
      message: i18n.t('adminOrders.validation.discountTooLarge', { price }),
    })
  }
  return issues
}

export const createOrderResolver = checkedResolver<
  CreateOrderValues,
  typeof adminOrderCreateRequestSchema,
  CreateOrderContext
>(adminOrderCreateRequestSchema, toCreateOrderInput, (path) => discountPath(path, FIELDS), createOrderChecks)
