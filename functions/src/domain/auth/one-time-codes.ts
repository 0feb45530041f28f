import { createHash, randomBytes } from 'node:crypto'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { isConditionalFailure } from '../../entities/transaction.ts'

export type CodePurpose = 'VERIFY_EMAIL' | 'RESET_PASSWORD'

function hashOf(code: string): string {
  return createHash('sha256').update(code).digest('base64url')
}

/** Issues a single-use code for a user; only its hash is stored. Returns the code for the mail. */
export async function issueCode(
  ctx: AppContext,
  input: { purpose: CodePurpose; userId: string; ttlMs: number },
): Promise<string> {
  const code = randomBytes(24).toString('base64url')
  const validUntil = ctx.now() + input.ttlMs
  await ctx.entities.oneTimeCode
    .create({
      codeHash: hashOf(code),
      purpose: input.purpose,
      userId: input.userId,
      validUntil,
      // Kept a day past validity so a late click still gets "expired" rather than "unknown".
      expiresAt: Math.ceil(validUntil / 1000) + 24 * 60 * 60,
    })
    .go()
  return code
}

/** The user a code belongs to, if it exists, has this purpose, is unexpired and unused; else CODE_INVALID. */
export async function checkCode(
  ctx: AppContext,
  input: { purpose: CodePurpose; code: string },
): Promise<string> {
  const { data } = await ctx.entities.oneTimeCode
    .get({ codeHash: hashOf(input.code) })
    .go({ consistent: true })
  if (!data || data.purpose !== input.purpose) throw new AppError(ErrorCode.CODE_INVALID)
  if (data.usedAt !== undefined) {
    throw new AppError(ErrorCode.CODE_INVALID, 'This link was already used; ask for a new one')
  }
  if (data.validUntil < ctx.now()) {
    throw new AppError(ErrorCode.CODE_INVALID, 'This link has expired; ask for a new one')
  }
  return data.userId
}

/** The user of a code of this purpose that was already used (and is still kept), else null. */
export async function usedCodeOwner(
  ctx: AppContext,
  input: { purpose: CodePurpose; code: string },
): Promise<string | null> {
  const { data } = await ctx.entities.oneTimeCode
    .get({ codeHash: hashOf(input.code) })
    .go({ consistent: true })
  return data?.purpose === input.purpose && data.usedAt !== undefined ? data.userId : null
}

/**
 * Uses a code up, after the same checks. The "used" mark is a conditional write, so two clicks racing
 * each other cannot both succeed. Returns the user id.
 */
export async function consumeCode(
  ctx: AppContext,
  input: { purpose: CodePurpose; code: string },
): Promise<string> {
  const userId = await checkCode(ctx, input)
  const codeHash = hashOf(input.code)
  const now = ctx.now()
  try {
    await ctx.entities.oneTimeCode
      .patch({ codeHash })
      .set({ usedAt: now })
      .where(({ usedAt }, { notExists }) => notExists(usedAt))
      .go()
  } catch (error) {
    if (isConditionalFailure(error)) {
      throw new AppError(ErrorCode.CODE_INVALID, 'This link was already used; ask for a new one')
    }
    throw error
  }
  return userId
}
