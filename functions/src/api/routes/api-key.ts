import { endpoints } from '@simlessly/shared'
import * as keys from '../../domain/api-key/keys.ts'
import { implement } from '../endpoint-router.ts'

export const apiKeyRoutes = implement(endpoints.apiKey, {
  list: ({ ctx, actor }) => keys.listKeys(ctx, actor),
  add: ({ ctx, actor, input }) => keys.addKey(ctx, actor, input),
  rotate: ({ ctx, actor, input }) => keys.rotateKey(ctx, actor, input),
  revoke: ({ ctx, actor, input }) => keys.revokeKey(ctx, actor, input),
})
