import { randomInt } from 'node:crypto'
import { ADMIN_PERMISSION_IDS } from '@simlessly/shared'
import { ulid } from 'ulid'
import type { AppContext } from '../../context.ts'
import { committed, isConditionalFailure } from '../../entities/transaction.ts'
import { createEnterprise } from '../enterprise.ts'
import { hashPassword } from './passwords.ts'

const PLATFORM_ENTERPRISE_NAME = 'Simlessly Platform'

/** 20 characters from each class the password rule asks for, shuffled. */
export function generatePassword(): string {
  const classes = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!#%+-=?@^_']
  const pick = (set: string) => set.charAt(randomInt(set.length))
  const chars = classes.map(pick)
  while (chars.length < 20) chars.push(pick(classes.join('')))
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? '']
  }
  return chars.join('')
}

/**
 * Makes sure the platform admin of ADMIN_EMAIL exists, holding every Admin_* id and an enterprise of its
 * own. Created once: with ADMIN_PASSWORD, or locally with a generated password returned to be shown once.
 * An existing admin keeps its password; missing Admin_* ids are added.
 */
export async function ensurePlatformAdmin(
  ctx: AppContext,
): Promise<{ email: string; created: boolean; password?: string }> {
  const { email } = ctx.config.admin
  const { data: claim } = await ctx.entities.emailClaim.get({ email }).go({ consistent: true })
  if (claim) {
    await ctx.entities.user
      .patch({ userId: claim.userId })
      .set({ platformPermissions: ADMIN_PERMISSION_IDS })
      .go()
    return { email, created: false }
  }
  const given = ctx.config.admin.password
  if (!given && ctx.config.mode !== 'local') {
    throw new Error(`ADMIN_PASSWORD is needed to create the platform admin ${email}`)
  }
  const password = given ?? generatePassword()
  const userId = ulid(ctx.now())
  const passwordHash = await hashPassword(password)
  try {
    await committed(
      ctx.entities.service.transaction
        .write(({ user, emailClaim }) => [
          emailClaim.create({ email, userId }).commit(),
          user
            .create({
              userId,
              email,
              firstName: 'Platform',
              lastName: 'Admin',
              passwordHash,
              status: 'ACTIVE',
              companyName: PLATFORM_ENTERPRISE_NAME,
              platformPermissions: ADMIN_PERMISSION_IDS,
              defaultEnterpriseId: userId,
            })
            .commit(),
        ])
        .go(),
    )
  } catch (error) {
    if (isConditionalFailure(error)) return { email, created: false }
    throw error
  }
  await createEnterprise(ctx, {
    enterpriseId: userId,
    name: PLATFORM_ENTERPRISE_NAME,
    ownerUserId: userId,
    withTrial: true,
  })
  return given ? { email, created: true } : { email, created: true, password }
}
