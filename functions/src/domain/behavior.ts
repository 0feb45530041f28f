import type { AppContext } from '../context.ts'

/**
 * The user behaviour config: a user's own settings of a screen (a JSON string the SPA writes and reads
 * back), one per user and module name.
 */
export async function queryBehavior(ctx: AppContext, userId: string, moduleNames: string[]) {
  const { data } = await ctx.entities.userBehavior
    .get([...new Set(moduleNames)].map((moduleName) => ({ userId, moduleName })))
    .go()
  return { configs: data.map((c) => ({ moduleName: c.moduleName, moduleConfig: c.moduleConfig })) }
}

export async function saveBehavior(
  ctx: AppContext,
  userId: string,
  input: { moduleName: string; moduleConfig: string },
) {
  await ctx.entities.userBehavior.put({ userId, ...input, updatedAt: ctx.now() }).go()
  return input
}
