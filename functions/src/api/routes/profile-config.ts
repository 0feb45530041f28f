import { endpoints } from '@simlessly/shared'
import { lockViewer } from '../../domain/billing/entitlement.ts'
import * as configs from '../../domain/profile-config.ts'
import { implement } from '../endpoint-router.ts'

export const profileConfigRoutes = implement(endpoints.profileConfig, {
  list: ({ ctx, actor, input }) => configs.listConfigs(ctx, actor, input),
  info: ({ ctx, actor, input }) => configs.configInfo(ctx, actor, { configId: input.id }),
  limit: async ({ ctx, actor }) => configs.configurationLimit(ctx, await lockViewer(ctx, actor)),
  add: ({ ctx, actor, input }) => configs.createConfig(ctx, actor, input),
  update: ({ ctx, actor, input }) => configs.updateConfig(ctx, actor, input),
  delete: ({ ctx, actor, input }) => configs.deleteConfig(ctx, actor, input),
})
