import { SEARCH_HITS_PER_KIND as N, type SearchHit } from '@simlessly/shared'
import { decodeTime } from 'ulid'
import type { AppContext } from '../../context.ts'
import { adminOrderRoute, orderHit } from './records.ts'

const ULID_LENGTH = 26

/**
 * An order of any enterprise, by its whole id: an order id is the ULID of its creation time, and the
 * platform's order index is sorted by creation time then id, so the id names one key of that index.
 */
export async function findAnyOrder(ctx: AppContext, orderId: string): Promise<SearchHit[]> {
  if (orderId.length !== ULID_LENGTH) return []
  let createdAt: number
  try {
    createdAt = decodeTime(orderId)
  } catch {
    return []
  }
  const { data } = await ctx.entities.order.query
    .everyOrder({ scope: 'platform', createdAt, orderId })
    .go({ limit: 1, attributes: ['orderId', 'planName', 'bankReference', 'enterpriseName'] })
  return data.map((order) => orderHit(order, adminOrderRoute(order.orderId), order.enterpriseName))
}

/** Clients whose name begins with the text: the client index's name order (gsi1), a few keys of it. */
export async function findClients(ctx: AppContext, text: string): Promise<SearchHit[]> {
  const { data } = await ctx.entities.client.query
    .byName({})
    .begins({ nameKey: text.toLowerCase() })
    .go({ limit: N, attributes: ['enterpriseId', 'name', 'ownerEmail'] })
  return data.map((client) => ({
    kind: 'client',
    id: client.enterpriseId,
    label: client.name,
    detail: client.ownerEmail,
    route: `/admin/client?${new URLSearchParams({ client: client.enterpriseId })}`,
  }))
}
