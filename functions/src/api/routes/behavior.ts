import { endpoints } from '@simlessly/shared'
import { queryBehavior, saveBehavior } from '../../domain/behavior.ts'
import { implement } from '../endpoint-router.ts'

export const behaviorRoutes = implement(endpoints.behavior, {
  query: ({ ctx, actor, input }) => queryBehavior(ctx, actor, input),
  save: ({ ctx, actor, input }) => saveBehavior(ctx, actor, input),
})
