import type { DynamoDBClient } from '@aws-sdk/client-dynamodb'
import { DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb'
import pMap from 'p-map'
import { claimsTableOf } from '../resources.ts'
import { isConditionalFailure } from './transaction.ts'

/** The claims' sort key, as ElectroDB composes it (`iccidClaimKeys`). */
const CLAIM_SK = '$iccidclaim_1'
/** The claims table's mark that the table's claims were copied into it (no claim's key looks like it). */
export const CLAIMS_MOVED = { pk: '$simlessly#moved', sk: 'iccidclaims' }

/**
 * Copies the ICCID claims the single table holds (written before the claims had a table of their own) into
 * the claims table, once per table: until then an ICCID claimed before the change could be claimed again by
 * another enterprise. Reads the table a page at a time (a scan: memory stays one page), puts each claim
 * where none is (a claim made in the claims table meanwhile stands), then marks the claims table done. Run
 * by the deploy's setup step and by the local provisioner (`ensureTable`); a run cut short runs again whole.
 * The copies left in the single table are read by nothing.
 */
export async function moveClaimsToOwnTable(
  dynamodb: DynamoDBClient,
  tableName: string,
): Promise<{ ran: boolean; claims: number }> {
  const db = DynamoDBDocumentClient.from(dynamodb)
  const claimsTable = claimsTableOf(tableName)
  const marked = await db.send(
    new GetCommand({ TableName: claimsTable, Key: CLAIMS_MOVED, ConsistentRead: true }),
  )
  if (marked.Item) return { ran: false, claims: 0 }
  let claims = 0
  let cursor: Record<string, unknown> | undefined
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: 'sk = :sk',
        ExpressionAttributeValues: { ':sk': CLAIM_SK },
        ConsistentRead: true,
        ExclusiveStartKey: cursor,
      }),
    )
    await pMap(
      page.Items ?? [],
      async (claim) => {
        try {
          await db.send(
            new PutCommand({
              TableName: claimsTable,
              Item: claim,
              ConditionExpression: 'attribute_not_exists(pk)',
            }),
          )
        } catch (error) {
          if (!isConditionalFailure(error)) throw error
        }
      },
      { concurrency: 8 },
    )
    claims += page.Items?.length ?? 0
    cursor = page.LastEvaluatedKey
  } while (cursor)
  await db.send(new PutCommand({ TableName: claimsTable, Item: { ...CLAIMS_MOVED, claims } }))
  return { ran: true, claims }
}
