import type { AppContext } from '../../context.ts'

export type ThrottleRule = { limit: number; windowMs: number }

/** Five failed sign-ins per address in 15 minutes, then a wait until the window ends. */
export const LOGIN_FAILURES: ThrottleRule = { limit: 5, windowMs: 15 * 60 * 1000 }
/** Mails to one address (activation, reset): a few per hour, so the console cannot be used to flood one. */
export const MAILS_PER_ADDRESS: ThrottleRule = { limit: 5, windowMs: 60 * 60 * 1000 }

function windowOf(ctx: AppContext, rule: ThrottleRule) {
  const windowStart = Math.floor(ctx.now() / rule.windowMs) * rule.windowMs
  return { windowStart, windowEnd: windowStart + rule.windowMs }
}

/** How many times the key was counted in the current window. */
export async function countOf(ctx: AppContext, key: string, rule: ThrottleRule): Promise<number> {
  const { windowStart } = windowOf(ctx, rule)
  const { data } = await ctx.entities.throttle.get({ key, windowStart }).go({ consistent: true })
  return data?.count ?? 0
}

/** Counts one more event (an atomic ADD) and returns the new count. */
export async function count(ctx: AppContext, key: string, rule: ThrottleRule): Promise<number> {
  const { windowStart, windowEnd } = windowOf(ctx, rule)
  const { data } = await ctx.entities.throttle
    .upsert({ key, windowStart, expiresAt: Math.ceil(windowEnd / 1000) + 60 })
    .add({ count: 1 })
    .go({ response: 'all_new' })
  return data.count
}

/** Milliseconds until the current window of the rule ends. */
export function retryAfterMs(ctx: AppContext, rule: ThrottleRule): number {
  return windowOf(ctx, rule).windowEnd - ctx.now()
}
