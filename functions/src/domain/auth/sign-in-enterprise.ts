import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { UserItem } from '../../entities/user.ts'

type Membership = { enterpriseId: string; status: string }

/**
 * The person's membership of their default enterprise (null: none named, or not a member), read and
 * nothing written: sign-in reads it while the password is checked, and uses it only once that matched.
 */
export async function defaultMembership(ctx: AppContext, user: UserItem): Promise<Membership | null> {
  if (!user.defaultEnterpriseId) return null
  const { data } = await ctx.entities.membership
    .get({ userId: user.userId, enterpriseId: user.defaultEnterpriseId })
    .go({ consistent: true })
  return data
}

/**
 * Where a person signs in: their default enterprise while they are active there (`membership`: that
 * membership as already read, else read here), else the first in which they are (which becomes the
 * default); refused when they are active nowhere.
 */
export async function enterpriseToSignIn(
  ctx: AppContext,
  user: UserItem,
  membership: Promise<Membership | null> = defaultMembership(ctx, user),
): Promise<string> {
  const data = await membership
  if (data?.status === 'ACTIVE') return data.enterpriseId
  const { data: memberships } = await ctx.entities.membership.query
    .byUser({ userId: user.userId })
    .go({ pages: 'all' })
  const active = memberships.find((m) => m.status === 'ACTIVE')
  if (!active) throw new AppError(ErrorCode.MEMBERSHIP_DEACTIVATED)
  await ctx.entities.user
    .patch({ userId: user.userId })
    .set({ defaultEnterpriseId: active.enterpriseId })
    .go()
  return active.enterpriseId
}
