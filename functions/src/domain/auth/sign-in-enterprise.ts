import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { UserItem } from '../../entities/user.ts'

/**
 * Where a person signs in: their default enterprise while they are active there, else the first in which
 * they are (which becomes the default); refused when they are active nowhere.
 */
export async function enterpriseToSignIn(ctx: AppContext, user: UserItem): Promise<string> {
  if (user.defaultEnterpriseId) {
    const { data } = await ctx.entities.membership
      .get({ userId: user.userId, enterpriseId: user.defaultEnterpriseId })
      .go({ consistent: true })
    if (data?.status === 'ACTIVE') return data.enterpriseId
  }
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
