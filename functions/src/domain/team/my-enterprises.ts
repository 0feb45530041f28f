import { ENTERPRISES_PER_PERSON_MAX, type EnterpriseSummary } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { EnterpriseItem, MembershipItem } from '../../entities/enterprise.ts'
import { isConditionalFailure } from '../../entities/transaction.ts'
import type { UserItem } from '../../entities/user.ts'
import type { MemberActor } from '../actor.ts'
import { moveSession } from '../auth/sessions.ts'
import { createEnterprise, keptRoleOf } from '../enterprise.ts'

/** A person's memberships with their enterprises (the memberships' index, then the enterprises by key). */
async function myEnterprises(ctx: AppContext, userId: string) {
  const { data: memberships } = await ctx.entities.membership.query.byUser({ userId }).go({ pages: 'all' })
  const keys = memberships.map((m) => ({ enterpriseId: m.enterpriseId }))
  const enterprises = keys.length > 0 ? (await ctx.entities.enterprise.get(keys).go()).data : []
  const byId = new Map(enterprises.map((e) => [e.enterpriseId, e]))
  return memberships.flatMap((membership): { membership: MembershipItem; enterprise: EnterpriseItem }[] => {
    const enterprise = byId.get(membership.enterpriseId)
    return enterprise ? [{ membership, enterprise }] : []
  })
}

/** The enterprises the caller belongs to, by name, with their role in each and the current one marked. */
export async function listEnterprises(
  ctx: AppContext,
  actor: MemberActor,
): Promise<{ list: EnterpriseSummary[] }> {
  const mine = await myEnterprises(ctx, actor.userId)
  const list = await Promise.all(
    mine.map(async ({ membership, enterprise }) => ({
      enterpriseId: enterprise.enterpriseId,
      name: enterprise.name,
      roleName: (await keptRoleOf(ctx, membership, enterprise.teamVersion))?.name ?? '',
      status: membership.status,
      current: enterprise.enterpriseId === actor.enterpriseId,
    })),
  )
  return { list: list.sort((a, b) => a.name.localeCompare(b.name)) }
}

/**
 * Whether a person may still have the free trial: never given (`trialUsedAt`), and, for people who
 * signed up before that mark existed, no enterprise they own ever had one.
 */
async function trialAvailable(ctx: AppContext, user: UserItem, owned: EnterpriseItem[]): Promise<boolean> {
  if (user.trialUsedAt !== undefined) return false
  const periods = await Promise.all(
    owned.map((e) => ctx.entities.subscription.query.byEnterprise({ enterpriseId: e.enterpriseId }).go()),
  )
  return !periods.some(({ data }) => data.some((s) => s.freeTrial))
}

/**
 * Creates an enterprise owned by the caller, with the free trial only if the person never had one (so a
 * second enterprise starts without a plan). Up to ENTERPRISES_PER_PERSON_MAX owned at once; creations at
 * once are decided one after another (409 past the cap, or if they kept losing the race).
 */
export async function addEnterprise(ctx: AppContext, actor: MemberActor, input: { name: string }) {
  for (let attempt = 1; ; attempt++) {
    // The person first: a creation that commits after this read moves `enterprisesCreated`, so this one,
    // decided on an older count, cannot commit, and is decided again.
    const { data: user } = await ctx.entities.user.get({ userId: actor.userId }).go({ consistent: true })
    if (!user) throw new AppError(ErrorCode.SESSION_INVALID)
    const owned = (await myEnterprises(ctx, actor.userId))
      .map(({ enterprise }) => enterprise)
      .filter((e) => e.ownerUserId === actor.userId)
    if (owned.length >= ENTERPRISES_PER_PERSON_MAX) {
      throw new AppError(
        ErrorCode.CONFLICT,
        `You can own up to ${ENTERPRISES_PER_PERSON_MAX} enterprises; transfer or leave one before creating another`,
      )
    }
    try {
      return await createEnterprise(ctx, {
        name: input.name,
        ownerUserId: actor.userId,
        withTrial: await trialAvailable(ctx, user, owned),
        createdBefore: { count: user.enterprisesCreated },
      })
    } catch (error) {
      // Another creation (which may have taken the trial) came first: decide again on the person as it is.
      if (!isConditionalFailure(error)) throw error
      if (attempt >= CREATION_ATTEMPTS) {
        throw new AppError(
          ErrorCode.CONFLICT,
          'Other enterprises were being created for you at the same time; try again',
        )
      }
      // Racing creations retry at spread-out moments, so each round lets one through.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt))
    }
  }
}

/**
 * Each round of creations racing for one person lets at least one through (or, at the cap, refuses the
 * rest), so as many rounds as the cap, and a few for conflicts that cancel both sides, see every creation
 * decided; past them, 409.
 */
const CREATION_ATTEMPTS = ENTERPRISES_PER_PERSON_MAX + 5

/** An active membership of an active enterprise, or the reason there is none. */
async function requireCanEnter(ctx: AppContext, input: { userId: string; enterpriseId: string }) {
  const [{ data: membership }, { data: enterprise }] = await Promise.all([
    ctx.entities.membership.get(input).go({ consistent: true }),
    ctx.entities.enterprise.get({ enterpriseId: input.enterpriseId }).go(),
  ])
  if (!membership || !enterprise) {
    throw new AppError(ErrorCode.PERMISSION_DENIED, 'You are not a member of this enterprise')
  }
  if (membership.status !== 'ACTIVE') {
    throw new AppError(
      ErrorCode.PERMISSION_DENIED,
      'Your access to this enterprise was deactivated; contact its administrator',
    )
  }
  if (enterprise.status !== 'ACTIVE') {
    throw new AppError(ErrorCode.PERMISSION_DENIED, 'This enterprise is suspended; contact support')
  }
}

/**
 * Moves the caller's session to another of their enterprises (the same session, with a new token naming
 * it), and signs them in there next time.
 */
export async function switchEnterprise(ctx: AppContext, actor: MemberActor, input: { enterpriseId: string }) {
  await requireCanEnter(ctx, { userId: actor.userId, enterpriseId: input.enterpriseId })
  const { data: user } = await ctx.entities.user
    .patch({ userId: actor.userId })
    .set({ defaultEnterpriseId: input.enterpriseId })
    .go({ response: 'all_new' })
  const token = await moveSession(ctx, { user, sessionId: actor.sessionId, enterpriseId: input.enterpriseId })
  return { token, enterpriseId: input.enterpriseId }
}
