import { toNestErrors } from '@hookform/resolvers'
import type { DiscountType } from '@simlessly/shared'
import type { FieldError, FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { type FormPathMapper, mappedResolver } from '@/lib/form'
import { formatCount } from '@/lib/format'
import { i18n } from '@/lib/i18n'
import { dollarsToCents, MAX_CENTS } from './money'

/** A message for a field the shared schema cannot word for people (a typed amount, a whole number). */
export type FormIssue = { path: string; message: string }

/** The discount as the forms take it: no discount, a whole percentage, or dollars. */
export type DiscountValues = { discountType: '' | DiscountType; discountValue: string }

/** The message for a whole number outside `min`-`max` (or not a whole number), else undefined. */
export function wholeNumberIssue(text: string, min: number, max: number): string | undefined {
  const value = Number(text.trim())
  if (/^\d+$/.test(text.trim()) && value >= min && value <= max) return undefined
  return i18n.t('adminOrders.validation.wholeNumber', { min: formatCount(min), max: formatCount(max) })
}

/** The message for a typed dollar amount that cannot be read or is too large, else undefined. */
export function dollarsIssue(text: string): string | undefined {
  const cents = dollarsToCents(text)
  if (cents === undefined) return i18n.t('adminOrders.validation.dollars')
  return cents > MAX_CENTS ? i18n.t('adminOrders.validation.dollarsMax') : undefined
}

/** The discount the request carries: its value a percentage or cents (NaN lets the schema refuse it). */
export function toDiscount(values: DiscountValues) {
  if (values.discountType === '') return undefined
  const text = values.discountValue.trim()
  const value =
    values.discountType === 'PERCENT'
      ? text === ''
        ? Number.NaN
        : Number(text)
      : (dollarsToCents(text) ?? Number.NaN)
  return { type: values.discountType, value }
}

export function discountIssues(values: DiscountValues): FormIssue[] {
  if (values.discountType === '') return []
  const message =
    values.discountType === 'PERCENT'
      ? wholeNumberIssue(values.discountValue, 0, 100)
      : dollarsIssue(values.discountValue)
  return message ? [{ path: 'discountValue', message }] : []
}

/** Where a request's issue goes in a form with the discount fields: `discount.value` under its value. */
export const discountPath = (path: readonly PropertyKey[], fields: readonly string[]): string => {
  const head = String(path[0] ?? '')
  if (head === 'discount') return path[1] === 'type' ? 'discountType' : 'discountValue'
  return fields.includes(head) ? head : (fields[0] ?? head)
}

/**
 * The shared schema checks the request built from the values; `checks` add what it cannot say to people
 * (and what it cannot know, such as a discount larger than the price), and win on the same field.
 */
export function checkedResolver<TValues extends FieldValues, TSchema extends z.ZodType, TContext>(
  schema: TSchema,
  toInput: (values: TValues, context: TContext | undefined) => unknown,
  toFormPath: FormPathMapper<TValues>,
  checks: (values: TValues, context: TContext | undefined) => FormIssue[],
): Resolver<TValues, TContext, z.output<TSchema>> {
  const base = mappedResolver<TValues, TSchema, TContext>(schema, toInput, toFormPath)
  return async (values, context, options) => {
    const result = await base(values, context, options)
    const extra = checks(values, context)
    if (extra.length === 0) return result
    const flat: Record<string, FieldError> = {}
    for (const { path, message } of extra) flat[path] ??= { type: 'custom', message }
    return { values: {}, errors: { ...result.errors, ...toNestErrors(flat, options) } }
  }
}
