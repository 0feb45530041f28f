/** Items per DynamoDB transaction (its limit): one request instead of a hundred. */
export const TRANSACTION_ITEMS = 100

/** Splits writes into groups of at most `size`, one transaction each. */
export function inGroups<T>(items: T[], size: number): T[][] {
  const groups: T[][] = []
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size))
  return groups
}

/**
 * ElectroDB answers a cancelled transaction (a condition failed) with `canceled: true` instead of throwing.
 * Every write here means "all or nothing, or an error", so this turns that answer into the error DynamoDB's
 * own client raises, which `isConditionalFailure` recognises.
 */
export async function committed<T extends { canceled: boolean; data: unknown[] }>(
  pending: Promise<T>,
): Promise<T> {
  const result = await pending
  if (result.canceled) {
    const error = new Error('The transaction was cancelled: a condition of one of its writes failed')
    error.name = 'TransactionCanceledException'
    throw error
  }
  return result
}

/** A write its condition refused: a conditional put, update or delete, or a transaction (`committed`). */
export function isConditionalFailure(error: unknown): boolean {
  let current: unknown = error
  while (current instanceof Error) {
    if (
      current.name === 'ConditionalCheckFailedException' ||
      current.name === 'TransactionCanceledException'
    ) {
      return true
    }
    current = current.cause
  }
  return false
}
