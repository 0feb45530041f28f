import type { AppContext } from '../context.ts'
import { type TenantCaller, userIdOf } from './actor.ts'

/**
 * The user behaviour config: a user's own settings of a screen (a JSON string the SPA writes and reads
 * back), one per user and module name: the caller's (an API key's are its creator's).
 */
export async function queryBehavior(ctx: AppContext, actor: TenantCaller, input: { moduleNames: string[] }) {
  const userId = userIdOf(actor)
  const { moduleNames } = input
  const { data } = await ctx.entities.userBehavior
    .get([...new Set(moduleNames)].map((moduleName) => ({ userId, moduleName })))
    .go()
  return { configs: data.map((c) => ({ moduleName: c.moduleName, moduleConfig: c.moduleConfig })) }
}

export async function saveBehavior(
  ctx: AppContext,
  actor: TenantCaller,
  input: { moduleName: string; moduleConfig: string },
) {
  await ctx.entities.userBehavior.put({ userId: userIdOf(actor), ...input, updatedAt: ctx.now() }).go()
  return input
}
