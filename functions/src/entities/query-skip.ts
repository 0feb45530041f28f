import {
  type DynamoDBDocumentClient,
  type NativeAttributeValue,
  QueryCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb'

export type QueryKey = Record<string, NativeAttributeValue>

/**
 * Where a numbered page starts: the key after the first `skip` matches of a query, read a thousand keys at a
 * time with nothing else projected; undefined when nothing is skipped, null when the query has no more
 * matches. DynamoDB cannot jump to an offset, so this is the cheapest way to one.
 */
export async function keyAfter(
  db: DynamoDBDocumentClient,
  input: QueryCommandInput,
  skip: number,
): Promise<QueryKey | undefined | null> {
  if (skip === 0) return undefined
  let skipped = 0
  let start: QueryKey | undefined
  while (skipped < skip) {
    const answer = await db.send(
      new QueryCommand({
        ...input,
        ExclusiveStartKey: start,
        Limit: Math.min(skip - skipped, 1_000),
        ProjectionExpression: '#skip_pk',
        ExpressionAttributeNames: { ...input.ExpressionAttributeNames, '#skip_pk': 'pk' },
      }),
    )
    skipped += answer.Count ?? 0
    start = answer.LastEvaluatedKey
    if (!start) return null
  }
  return start
}
