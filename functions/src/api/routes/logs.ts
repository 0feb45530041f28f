import { endpoints } from '@simlessly/shared'
import { listProfileLogs, listRecycleLogs } from '../../domain/profile-logs.ts'
import { implement } from '../endpoint-router.ts'

export const logRoutes = implement(endpoints.log, {
  profile: ({ ctx, actor, input }) => listProfileLogs(ctx, actor, input),
  recycle: ({ ctx, actor, input }) => listRecycleLogs(ctx, actor, input),
})
