import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { isConditionalFailure } from '../../entities/transaction.ts'

/** Takes at a bucket that others change meanwhile are tried again this often before giving up. */
const ATTEMPTS = 8

function tooMany(seconds: number, ratePerSecond: number): AppError {
  const error = new AppError(
    ErrorCode.TOO_MANY_REQUESTS,
    `This API key is over its ${ratePerSecond} requests a second; retry after ${seconds} s`,
  )
  error.retryAfterSeconds = seconds
  return error
}

/**
 * Takes one token from the key's bucket, or refuses with 429 and when to retry. The bucket refills at the
 * configured rate up to its burst. It is read, then written back on condition that it is unchanged, so
 * requests at once on several instances each take their own token; a loser reads again.
 */
export async function takeToken(ctx: AppContext, accessKey: string): Promise<void> {
  const { ratePerSecond, burst } = ctx.config.apiKeyRate
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const now = ctx.now()
    const { data } = await ctx.entities.rateBucket.get({ accessKey }).go({ consistent: true })
    const refilled = data ? ((now - data.takenAt) / 1000) * ratePerSecond : burst
    const tokens = Math.min(burst, (data?.tokens ?? 0) + Math.max(0, refilled))
    if (tokens < 1) throw tooMany(Math.max(1, Math.ceil((1 - tokens) / ratePerSecond)), ratePerSecond)
    const next = { accessKey, tokens: tokens - 1, takenAt: Math.max(now, data?.takenAt ?? 0) }
    try {
      if (data) {
        await ctx.entities.rateBucket
          .put(next)
          .where(({ tokens: t, takenAt }, { eq }) => `${eq(t, data.tokens)} AND ${eq(takenAt, data.takenAt)}`)
          .go()
      } else {
        await ctx.entities.rateBucket.create(next).go()
      }
      return
    } catch (error) {
      if (!isConditionalFailure(error)) throw error
    }
  }
  throw tooMany(1, ratePerSecond)
}
