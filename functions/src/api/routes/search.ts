import { endpoints } from '@simlessly/shared'
import { search } from '../../domain/search/index.ts'
import { implement } from '../endpoint-router.ts'

export const searchRoutes = implement(endpoints.search, {
  query: ({ ctx, actor, input }) => search(ctx, actor, input),
})
