import { endpoints } from '@simlessly/shared'
import { listProfileLogs, listRecycleLogs } from '../../domain/log.ts'
import { implement } from '../endpoint-router.ts'

export const logRoutes = implement(endpoints.log, {
  profile: ({ ctx, actor, input }) => listProfileLogs(ctx, actor, input),
  recycle: ({ ctx, actor, input }) => listRecycleLogs(ctx, actor, input),
})
