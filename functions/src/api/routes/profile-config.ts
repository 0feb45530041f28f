import { endpoints } from '@simlessly/shared'
import { lockViewer } from '../../domain/billing/entitlement.ts'
import * as configs from '../../domain/profile-config.ts'
import { implement } from '../endpoint-router.ts'

export const profileConfigRoutes = implement(endpoints.profileConfig, {
  list: ({ ctx, actor, input }) => configs.listConfigs(ctx, { enterpriseId: actor.enterpriseId, ...input }),
  info: ({ ctx, actor, input }) =>
    configs.getConfig(ctx, { enterpriseId: actor.enterpriseId, configId: input.id }),
  limit: async ({ ctx, actor }) => configs.configurationLimit(ctx, await lockViewer(ctx, actor)),
  add: ({ ctx, actor: { enterpriseId, userId }, input }) =>
    configs.createConfig(ctx, { enterpriseId, userId, config: input }),
  update: ({ ctx, actor, input: { configId, ...config } }) =>
    configs.updateConfig(ctx, { enterpriseId: actor.enterpriseId, configId, config }),
  delete: ({ ctx, actor, input }) =>
    configs.deleteConfig(ctx, { enterpriseId: actor.enterpriseId, configId: input.configId }),
})
