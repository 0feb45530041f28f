import { endpoints } from '@simlessly/shared'
import * as webhooks from '../../domain/webhook/index.ts'
import { implement } from '../endpoint-router.ts'

export const webhookRoutes = implement(endpoints.webhook, {
  list: ({ ctx, actor }) => webhooks.listEndpoints(ctx, actor),
  add: ({ ctx, actor, input }) => webhooks.addEndpoint(ctx, actor, input),
  update: ({ ctx, actor, input }) => webhooks.updateEndpoint(ctx, actor, input),
  remove: ({ ctx, actor, input }) => webhooks.removeEndpoint(ctx, actor, input),
  rotate: ({ ctx, actor, input }) => webhooks.rotateSecret(ctx, actor, input),
  test: ({ ctx, actor, input }) => webhooks.sendTestEvent(ctx, actor, input),
  deliveries: ({ ctx, actor, input }) => webhooks.listDeliveries(ctx, actor, input),
  redeliver: ({ ctx, actor, input }) => webhooks.redeliver(ctx, actor, input),
})
