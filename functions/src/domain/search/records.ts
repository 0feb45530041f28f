import { SEARCH_HITS_PER_KIND as N, type SearchHit } from '@simlessly/shared'
import type { AppContext } from '../../context.ts'

const at = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`

/**
 * An enterprise's batches whose code begins with `prefix` (codes are ULIDs, the partition's sort key). With
 * the generate screen, a batch opens on its progress there; with the logs only, on the Generate AC logs.
 */
export async function findBatches(
  ctx: AppContext,
  enterpriseId: string,
  prefix: string,
  onGenerate: boolean,
): Promise<SearchHit[]> {
  const { data } = await ctx.entities.batch.query
    .byEnterprise({ enterpriseId })
    .begins({ batchCode: prefix })
    .go({ limit: N, attributes: ['batchCode', 'type', 'configName'] })
  return data.map((batch) => ({
    kind: 'batch',
    id: batch.batchCode,
    label: batch.batchCode,
    detail: batch.configName,
    route: onGenerate
      ? at('/profile/generateac', {
          mode: batch.type === 'OPEN_BATCH_GENERATE' ? 'open' : 'batch',
          batch: batch.batchCode,
        })
      : at('/logs', { view: 'generate-ac' }),
  }))
}

type OrderFound = { orderId: string; planName: string; bankReference?: string | undefined }

const orderHit = (order: OrderFound, route: string, detail = order.planName): SearchHit => ({
  kind: 'order',
  id: order.orderId,
  label: order.bankReference ? `${order.orderId} (${order.bankReference})` : order.orderId,
  detail,
  route,
})
export const customerOrderRoute = (orderId: string) => at('/order', { orderId })
export const adminOrderRoute = (orderId: string) => at('/admin/order', { order: orderId })

/** An enterprise's orders whose id begins with `prefix` (ids are ULIDs, the partition's sort key). */
export async function findOrders(
  ctx: AppContext,
  enterpriseId: string,
  prefix: string,
): Promise<SearchHit[]> {
  const { data } = await ctx.entities.order.query
    .byEnterprise({ enterpriseId })
    .begins({ orderId: prefix })
    .go({ limit: N, attributes: ['orderId', 'planName', 'bankReference'] })
  return data.map((order) => orderHit(order, customerOrderRoute(order.orderId)))
}

/** Orders people look at are recent: a bank reference is looked for among the newest hundred. */
const REFERENCE_WINDOW = 100

/**
 * The enterprise's order whose bank reference is `reference` (`SL-` and the id's last eight characters,
 * which no index orders by): its newest orders, one bounded page.
 */
export async function findOrderByReference(
  ctx: AppContext,
  enterpriseId: string,
  reference: string,
): Promise<SearchHit[]> {
  const { data } = await ctx.entities.order.query
    .byEnterprise({ enterpriseId })
    .go({ order: 'desc', limit: REFERENCE_WINDOW, attributes: ['orderId', 'planName', 'bankReference'] })
  return data
    .filter((order) => order.bankReference === reference)
    .map((order) => orderHit(order, customerOrderRoute(order.orderId)))
}

export { orderHit }
