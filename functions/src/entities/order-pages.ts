import { type DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb'
import type { OrderItem } from './order.ts'
import { type QueryKey as Key, keyAfter } from './query-skip.ts'

type Parser = { parse(answer: { Items: Key[] }): { data: unknown } }

/**
 * One numbered page of an order query (the customer's partition or the admin's platform index), without
 * reading the whole history: the total is a COUNT (no items travel), the orders before the page are
 * skipped reading their keys only, and only the page's orders are read whole. The query is ElectroDB's
 * `params()` of the filtered query, so the filters are the entity's own.
 */
export function createOrderPages(db: DynamoDBDocumentClient, order: Parser) {
  const pages = createQueryPages<OrderItem>(db, order)
  return {
    async page(input: QueryCommandInput, page: { pageNum: number; pageSize: number }, known?: number) {
      const { items, total } = await pages.page(input, page, known)
      return { orders: items, total }
    },
  }
}

/** Numbered pages of any entity's query, as {@link createOrderPages} reads the orders' (the admin's clients). */
export function createQueryPages<T>(db: DynamoDBDocumentClient, entity: Parser) {
  async function count(input: QueryCommandInput): Promise<number> {
    let total = 0
    let start: Key | undefined
    do {
      const answer = await db.send(new QueryCommand({ ...input, Select: 'COUNT', ExclusiveStartKey: start }))
      total += answer.Count ?? 0
      start = answer.LastEvaluatedKey
    } while (start)
    return total
  }

  async function take(input: QueryCommandInput, start: Key | undefined, size: number) {
    const items: Key[] = []
    let next = start
    // A filtered query's Limit counts the items read, not those that match: a sparse filter would take a
    // round trip per few matches, so it reads in large steps and keeps the page's first matches.
    const step = input.FilterExpression ? 1_000 : undefined
    do {
      const answer = await db.send(
        new QueryCommand({ ...input, ExclusiveStartKey: next, Limit: step ?? size - items.length }),
      )
      items.push(...(answer.Items ?? []))
      next = answer.LastEvaluatedKey
    } while (next && items.length < size)
    const page = items.slice(0, size)
    return page.length > 0 ? (entity.parse({ Items: page }).data as T[]) : []
  }

  /**
   * The page's orders and the total. A total the caller knows (a counter) spares the COUNT, and lets the
   * read stop once the page's last match is found instead of reading on to the end of the query.
   */
  async function pageOf(
    input: QueryCommandInput,
    page: { pageNum: number; pageSize: number },
    known?: number,
  ) {
    const skip = (page.pageNum - 1) * page.pageSize
    const [total, start] = await Promise.all([known ?? count(input), keyAfter(db, input, skip)])
    const size = Math.min(page.pageSize, total - skip)
    const items = start === null || size <= 0 ? [] : await take(input, start, size)
    return { items, total }
  }

  return {
    /**
     * A page of an unfiltered query whose total is a counter still being read: the page is read at the same
     * time (an unfiltered read stops at the page's size anyway), one round trip fewer than `page`.
     */
    async pageBeside(
      input: QueryCommandInput,
      page: { pageNum: number; pageSize: number },
      known: Promise<number>,
    ) {
      if (input.FilterExpression) return pageOf(input, page, await known)
      const skip = (page.pageNum - 1) * page.pageSize
      const read = keyAfter(db, input, skip).then((start) =>
        start === null ? [] : take(input, start, page.pageSize),
      )
      const [total, items] = await Promise.all([known, read])
      return { items: items.slice(0, Math.max(0, Math.min(page.pageSize, total - skip))), total }
    },
    page: pageOf,
  }
}
