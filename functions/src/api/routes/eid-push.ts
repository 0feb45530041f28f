import { endpoints } from '@simlessly/shared'
import { eidPushUsage, listEidPushes, pushToEid } from '../../domain/eid-push.ts'
import { implement } from '../endpoint-router.ts'

export const eidPushRoutes = implement(endpoints.eidPush, {
  push: ({ ctx, actor, input }) => pushToEid(ctx, actor, input),
  list: ({ ctx, actor, input }) => listEidPushes(ctx, actor, input),
  usage: ({ ctx, actor }) => eidPushUsage(ctx, actor),
})
