import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { isConditionalFailure } from '../../entities/transaction.ts'

/** Tries before a bucket that keeps changing between two writes (requests at once racing) is let be. */
const ATTEMPTS = 8

function tooMany(seconds: number, ratePerSecond: number): AppError {
  const error = new AppError(
    ErrorCode.TOO_MANY_REQUESTS,
    `This API key is over its ${ratePerSecond} requests a second; retry after ${seconds} s`,
  )
  error.retryAfterSeconds = seconds
  return error
}

/** Runs a conditional write; false when its condition did not hold. */
const held = (write: Promise<unknown>) =>
  write.then(
    () => true,
    (error: unknown) => {
      if (isConditionalFailure(error)) return false
      throw error
    },
  )

/**
 * Takes one token from the key's bucket (refilled at the configured rate, holding at most the burst), or
 * refuses with 429 and when to retry. As the generic cell rate algorithm: the key's next arrival time
 * moves one interval on if it is no further ahead than the burst allows and no further behind than one
 * burst's worth of time (a key idle for less than that may pass up to twice its burst at once); a key idle
 * for longer starts again from now. Both are single conditional updates (a transaction would be refused
 * when another touches the same bucket at once), and requests at once all take the first, an atomic ADD,
 * so they never race each other. Requests that keep missing both while the bucket has room pass.
 */
export async function takeToken(ctx: AppContext, accessKey: string): Promise<void> {
  const { ratePerSecond, burst } = ctx.config.apiKeyRate
  const interval = 1000 / ratePerSecond
  const bucket = ctx.entities.rateBucket
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const now = ctx.now()
    const latest = now + (burst - 1) * interval
    const busy = bucket
      .update({ accessKey })
      .add({ tat: interval })
      .where(({ tat }, { between }) => between(tat, now - burst * interval, latest))
      .go()
    if (await held(busy)) return
    const idle = bucket
      .update({ accessKey })
      .set({ tat: now + interval })
      .where(({ tat }, { notExists, lt }) => `${notExists(tat)} OR ${lt(tat, now - burst * interval)}`)
      .go()
    if (await held(idle)) return
    const { data } = await bucket.get({ accessKey }).go({ consistent: true })
    const tat = data?.tat ?? now
    if (tat > latest) throw tooMany(Math.max(1, Math.ceil((tat - latest) / 1000)), ratePerSecond)
  }
}
