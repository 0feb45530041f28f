import type { AppContext } from '../../context.ts'
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
  const start = (input.pageNum - 1) * input.pageSize
  const list = await Promise.all(
    matching.slice(start, start + input.pageSize).map((b) => toBatchView(ctx, b)),
  )
  return { list, total: matching.length, pageNum: input.pageNum, pageSize: input.pageSize }
}
