import type { AppContext } from '../../context.ts'

/** The account of an email address (the claim keeps addresses unique), read consistently. */
export async function findUserByEmail(ctx: AppContext, email: string) {
  const { data: claim } = await ctx.entities.emailClaim.get({ email }).go({ consistent: true })
  if (!claim) return null
  const { data } = await ctx.entities.user.get({ userId: claim.userId }).go({ consistent: true })
  return data
}
