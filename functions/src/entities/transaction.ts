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
