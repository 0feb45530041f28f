import { endpoints } from '@simlessly/shared'
import { getBatch, listBatches } from '../../domain/generation/batch-queries.ts'
import { implement } from '../endpoint-router.ts'

export const batchRoutes = implement(endpoints.batch, {
  info: ({ ctx, actor, input }) => getBatch(ctx, actor, input),
  list: ({ ctx, actor, input }) => listBatches(ctx, actor, input),
})
