import type { PermissionId, PlanFeature } from '@simlessly/shared'
import { ulid } from 'ulid'
import type { AppContext } from '../src/context.ts'
import { hashPassword } from '../src/domain/auth/passwords.ts'
import { CLIENT_COUNTERS } from '../src/domain/counter.ts'
import { createEnterprise } from '../src/domain/enterprise.ts'

export const TEST_PASSWORD = 'Correct-Horse-9'

/** The sign-up form for `email`, filled in as a person would. */
export function signUpForm(email: string) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    password: TEST_PASSWORD,
    companyName: 'Analytical',
    survey: {
      volumeUnit: 'MONTHLY_DOWNLOADS',
      volume: 500,
      heardFrom: 'SEARCH',
      industry: 'IOT',
      role: 'Test Engineer',
      profileSource: 'PROFILE_INFO',
    },
  }
}

/**
 * One scrypt hash per password for each test worker, on SEEDED_HASH_PARAMS: every seeded account with the
 * same password shares it, and signing in to it (verifyPassword follows the parameters a hash stores)
 * costs about 2 ms of CPU instead of about 40 on the production parameters. The production parameters
 * are checked in passwords.test.ts, and used by every hash the product makes: sign-up, activation,
 * invitations and resets, which the tests go through as well.
 */
export const SEEDED_HASH_PARAMS = { N: 1_024, r: 8, p: 1 }
const hashes = new Map<string, Promise<string>>()
function seededHash(password: string): Promise<string> {
  let hash = hashes.get(password)
  if (!hash) {
    hash = hashPassword(password, SEEDED_HASH_PARAMS)
    hashes.set(password, hash)
  }
  return hash
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`
}

/** An activated user record (and its email's claim) signing in to `defaultEnterpriseId` by default. */
async function storeActiveUser(
  ctx: AppContext,
  user: {
    email: string
    password: string
    lastName: string
    companyName: string
    defaultEnterpriseId?: string
  },
): Promise<string> {
  const userId = ulid()
  await ctx.entities.emailClaim.create({ email: user.email, userId }).go()
  await ctx.entities.user
    .create({
      userId,
      email: user.email,
      firstName: 'Test',
      lastName: user.lastName,
      passwordHash: await seededHash(user.password),
      status: 'ACTIVE',
      companyName: user.companyName,
      defaultEnterpriseId: user.defaultEnterpriseId ?? userId,
    })
    .go()
  return userId
}

/** A custom role stored as is (tests give roles ids the roles screen would not save). */
async function storeRole(
  ctx: AppContext,
  role: { enterpriseId: string; name: string; permissions: readonly PermissionId[] },
): Promise<string> {
  const roleId = ulid()
  await ctx.entities.role.create({ ...role, roleId, permissions: [...role.permissions] }).go()
  return roleId
}

/**
 * An activated account with an enterprise of its own, as sign-up and activation would leave it, but with
 * a role holding exactly `permissions` (by default the full Owner role). For tests that need a user the
 * public flows cannot make yet (a restricted role arrives with the team screens).
 */
export async function createActiveUser(
  ctx: AppContext,
  input: {
    email?: string
    password?: string
    permissions?: readonly PermissionId[]
    enterpriseName?: string
  } = {},
): Promise<{ userId: string; enterpriseId: string; email: string; password: string }> {
  const email = input.email ?? uniqueEmail()
  const password = input.password ?? TEST_PASSWORD
  const userId = await storeActiveUser(ctx, {
    email,
    password,
    lastName: 'User',
    companyName: input.enterpriseName ?? 'Test Enterprise',
  })
  const { enterpriseId } = await createEnterprise(ctx, {
    enterpriseId: userId,
    name: input.enterpriseName ?? 'Test Enterprise',
    ownerUserId: userId,
  })
  if (input.permissions) {
    const roleId = await storeRole(ctx, { enterpriseId, name: 'Restricted', permissions: input.permissions })
    await ctx.entities.membership.patch({ enterpriseId, userId }).set({ roleId }).go()
  }
  return { userId, enterpriseId, email, password }
}

/**
 * A second member of an existing enterprise, signed in there by default, whose role holds exactly
 * `permissions` (none at all with an empty list).
 */
export async function addMember(
  ctx: AppContext,
  input: { enterpriseId: string; permissions: readonly PermissionId[] },
): Promise<{ userId: string; email: string; password: string }> {
  const email = uniqueEmail('member')
  const userId = await storeActiveUser(ctx, {
    email,
    password: TEST_PASSWORD,
    lastName: 'Member',
    companyName: 'Test Enterprise',
    defaultEnterpriseId: input.enterpriseId,
  })
  const roleId = await storeRole(ctx, {
    enterpriseId: input.enterpriseId,
    name: `Role ${userId}`,
    permissions: input.permissions,
  })
  await ctx.entities.membership
    .create({ enterpriseId: input.enterpriseId, userId, roleId, status: 'ACTIVE' })
    .go()
  // Moves the team's version as every team change does, so a process that kept the team reads it again.
  await ctx.entities.enterprise.patch({ enterpriseId: input.enterpriseId }).add({ teamVersion: 1 }).go()
  // Counted as a team change counts a member who joins (the admin's client list shows it).
  await ctx.entities.counter
    .update({ enterpriseId: input.enterpriseId, name: CLIENT_COUNTERS.members })
    .add({ count: 1 })
    .go()
  return { userId, email, password: TEST_PASSWORD }
}

/** Gives the enterprise's subscriptions exactly these plan features (a paid plan's, such as DEVELOPER_API). */
export async function setPlanFeatures(
  ctx: AppContext,
  enterpriseId: string,
  features: readonly PlanFeature[],
) {
  const { data } = await ctx.entities.subscription.query.byEnterprise({ enterpriseId }).go()
  for (const { subscriptionId } of data) {
    await ctx.entities.subscription
      .patch({ enterpriseId, subscriptionId })
      .set({ features: [...features] })
      .go()
  }
}
