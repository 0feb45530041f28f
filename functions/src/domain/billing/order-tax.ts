import type { OrderItem } from '../../entities/order.ts'

/**
 * An order's tax and its rate in basis points. Orders stored before tax existed lack both attributes (an
 * entity's defaults apply to writes, not to items already stored): they carried none.
 */
export function orderTax(order: Pick<OrderItem, 'taxCents' | 'taxRateBasisPoints'>) {
  const stored = order as Partial<Pick<OrderItem, 'taxCents' | 'taxRateBasisPoints'>>
  return { cents: stored.taxCents ?? 0, rateBasisPoints: stored.taxRateBasisPoints ?? 0 }
}
