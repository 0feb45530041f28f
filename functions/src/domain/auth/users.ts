import type { AppContext } from '../../context.ts'

/** Addresses kept per process; past it the map starts again (a process serves far fewer sign-ins at once). */
const CLAIMS_KEPT = 10_000
/**
 * The account each address's claim named when this process last read it, per table's entities (a test's
 * second context has its own). A claim is written once, with its account, so the account it names is known
 * before the claim is read again: both are read at once, and the claim still decides.
 */
const claimed = new WeakMap<object, Map<string, string>>()

/**
 * The account of an email address (the claim keeps addresses unique), read consistently. An address seen
 * before in this process has its claim read beside the account it named (one round where there were two);
 * a claim that names another account since (or none) is followed as read.
 */
export async function findUserByEmail(ctx: AppContext, email: string) {
  const kept = claimed.get(ctx.entities) ?? new Map<string, string>()
  claimed.set(ctx.entities, kept)
  const readUser = (userId: string) => ctx.entities.user.get({ userId }).go({ consistent: true })
  const known = kept.get(email)
  const [{ data: claim }, guessed] = await Promise.all([
    ctx.entities.emailClaim.get({ email }).go({ consistent: true }),
    known === undefined ? undefined : readUser(known),
  ])
  if (!claim) {
    kept.delete(email)
    return null
  }
  if (claim.userId === known && guessed) return guessed.data
  if (kept.size >= CLAIMS_KEPT) kept.clear()
  kept.set(email, claim.userId)
  return (await readUser(claim.userId)).data
}
