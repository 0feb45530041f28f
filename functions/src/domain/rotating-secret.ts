/**
 * A secret kept sealed with the data key that can be rotated with a grace period, as API keys and webhook
 * endpoints keep theirs: the current one, and the one before the last rotation until `previousUntil`.
 */
export type RotatingSecret = {
  sealedSecret: string
  previousSealedSecret?: string | undefined
  previousUntil?: number | undefined
}

const HOUR_MS = 60 * 60 * 1000

/** Until when the secret before the last rotation still counts, or null once it no longer does. */
export function previousSecretUntil(item: RotatingSecret, now: number): number | null {
  return item.previousUntil !== undefined && item.previousUntil > now ? item.previousUntil : null
}

/** The sealed secrets that sign now: the current one, and the previous one during its grace period. */
export function sealedSecretsNow(item: RotatingSecret, now: number): string[] {
  return item.previousSealedSecret && previousSecretUntil(item, now) !== null
    ? [item.sealedSecret, item.previousSealedSecret]
    : [item.sealedSecret]
}

/** What a rotation writes: the new secret sealed, the current one kept as the previous for `graceHours`. */
export function rotation(
  item: RotatingSecret,
  sealedNew: string,
  graceHours: number,
  now: number,
): Required<RotatingSecret> {
  return {
    sealedSecret: sealedNew,
    previousSealedSecret: item.sealedSecret,
    previousUntil: now + graceHours * HOUR_MS,
  }
}
