import { Permission } from '@simlessly/shared'
import type { AppContext } from '../../context.ts'
import { holds, type TenantCaller } from '../actor.ts'
import { pageOf } from '../paging.ts'
import { loadBatch, toBatchView } from './batch-records.ts'

/**
 * A batch with its progress and counts; its download links (and while it runs, its finished chunks')
 * only for a caller holding Ac_Download.
 */
export async function getBatch(
  ctx: AppContext,
  actor: TenantCaller,
  input: { batchCode: string; withParts?: boolean },
) {
  const batch = await loadBatch(ctx, { enterpriseId: actor.enterpriseId, batchCode: input.batchCode })
  const withDownloads = holds(actor, Permission.Ac_Download)
  return toBatchView(ctx, batch, { withDownloads, withParts: input.withParts === true })
}

/** A page of the enterprise's batches, newest first (batch codes are ULIDs: the sort key is time). */
export async function listBatches(
  ctx: AppContext,
  actor: TenantCaller,
  input: { pageNum: number; pageSize: number; type?: string | undefined },
) {
  const { data } = await ctx.entities.batch.query
    .byEnterprise({ enterpriseId: actor.enterpriseId })
    .go({ order: 'desc', pages: 'all' })
  const matching = input.type ? data.filter((b) => b.type === input.type) : data
  const page = pageOf(matching, input)
  const options = { withDownloads: holds(actor, Permission.Ac_Download) }
  return { ...page, list: await Promise.all(page.list.map((b) => toBatchView(ctx, b, options))) }
}
