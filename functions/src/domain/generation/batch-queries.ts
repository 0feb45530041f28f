import type { AppContext } from '../../context.ts'
import { pageOf } from '../paging.ts'
import { loadBatch, toBatchView } from './batch-records.ts'

export async function getBatch(ctx: AppContext, input: { enterpriseId: string; batchCode: string }) {
  return toBatchView(ctx, await loadBatch(ctx, input))
}

/** A page of the enterprise's batches, newest first (batch codes are ULIDs: the sort key is time). */
export async function listBatches(
  ctx: AppContext,
  input: { enterpriseId: string; pageNum: number; pageSize: number; type?: string | undefined },
) {
  const { data } = await ctx.entities.batch.query
    .byEnterprise({ enterpriseId: input.enterpriseId })
    .go({ order: 'desc', pages: 'all' })
  const matching = input.type ? data.filter((b) => b.type === input.type) : data
  const page = pageOf(matching, input)
  return { ...page, list: await Promise.all(page.list.map((b) => toBatchView(ctx, b))) }
}
