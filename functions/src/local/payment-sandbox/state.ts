import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** A hosted checkout as the sandbox keeps it (Stripe's Checkout Session, reduced to what the console uses). */
export type SandboxSession = {
  id: string
  url: string
  mode: 'payment' | 'subscription'
  /** Charged now: the one-off items, and the recurring one unless the subscription starts later. */
  amountCents: number
  /** What the subscription charges each period. */
  renewalAmountCents: number
  /** When the subscription first charges (Stripe's `trial_end`, seconds), or null: at once. */
  renewsAt: number | null
  description: string
  customerEmail: string | null
  clientReferenceId: string | null
  metadata: Record<string, string>
  /** Copied to the subscription a paid subscription-mode checkout makes. */
  subscriptionMetadata: Record<string, string>
  interval: 'month' | 'year'
  intervalCount: number
  successUrl: string
  cancelUrl: string
  /** Seconds since the epoch, as Stripe counts. */
  created: number
  paymentStatus: 'unpaid' | 'paid'
  status: 'open' | 'complete'
  subscriptionId: string | null
  /** The last card refused on this checkout, shown on its page. */
  declined: boolean
}

/** The renewing subscription a paid subscription-mode checkout leaves. */
export type SandboxSubscription = {
  id: string
  sessionId: string
  metadata: Record<string, string>
  itemId: string
  priceId: string
  productId: string
  amountCents: number
  description: string
  interval: 'month' | 'year'
  intervalCount: number
  cancelAtPeriodEnd: boolean
  created: number
}

type Saved = { sessions: SandboxSession[]; subscriptions: SandboxSubscription[] }

/** Stripe-like ids: a prefix and random base62-ish text. */
export const sandboxId = (prefix: string) =>
  `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`

/**
 * The sandbox's checkouts and subscriptions, in memory and (with a data folder) in one JSON file written
 * whole on each change, so a checkout opened before a restart of `npm start` can still be paid after it.
 */
export async function openSandboxState(dataDir: string | undefined) {
  const file = dataDir && path.join(dataDir, 'payment-sandbox.json')
  const saved: Saved = file
    ? await readFile(file, 'utf8')
        .then((text) => JSON.parse(text) as Saved)
        .catch(() => ({ sessions: [], subscriptions: [] }))
    : { sessions: [], subscriptions: [] }
  const sessions = new Map(saved.sessions.map((s) => [s.id, s]))
  const subscriptions = new Map(saved.subscriptions.map((s) => [s.id, s]))
  let writing = Promise.resolve()

  const save = () => {
    if (!file) return Promise.resolve()
    const text = JSON.stringify({
      sessions: [...sessions.values()],
      subscriptions: [...subscriptions.values()],
    })
    // One write at a time, each of the whole state, through a temporary file: never a half-written file.
    writing = writing.then(async () => {
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
      await writeFile(`${file}.tmp`, text, { mode: 0o600 })
      await rename(`${file}.tmp`, file)
    })
    return writing
  }
  return { sessions, subscriptions, save, flushed: () => writing }
}

export type SandboxState = Awaited<ReturnType<typeof openSandboxState>>
