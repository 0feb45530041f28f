import { inject } from 'vitest'
import { createLogger } from '../src/adapters/logger.ts'
import { type AppContext, createContext } from '../src/context.ts'
import { ensureTable } from '../src/local/provision.ts'
import { claimWait, PIPELINE_WAIT_MS } from './budget.ts'

/** A context on the test run's emulators, with logs silenced unless LOG_LEVEL asks for them. */
export function testContext(overrides: Partial<AppContext['config']> = {}): AppContext {
  const config = { ...inject('config'), ...overrides }
  return createContext(config, createLogger({ logLevel: 'SILENT' }))
}

let workerContext: AppContext | undefined

/**
 * A test file's context on the run's shared table, copied from one the worker keeps for all its files
 * (`isolate: false`): building a context costs 125-240 CPU ms (the entities, every time), a copy nothing.
 * The copy is two levels deep, so what a file replaces (`ctx.now`, `ctx.smdp.confirmOrder`,
 * `ctx.config.x`) stays in that file; the clients and entities underneath are the worker's. Never closed:
 * the worker's clients serve its next file.
 */
export function fileContext(): AppContext {
  workerContext ??= testContext()
  const copy = (value: unknown) =>
    value && Object.getPrototypeOf(value) === Object.prototype ? { ...value } : value
  const ctx = Object.fromEntries(
    Object.entries(workerContext).map(([key, value]) => [key, copy(value)]),
  ) as AppContext
  // The clock as a context built now would read it (a file may run under fake timers).
  return { ...ctx, now: Date.now }
}

export type ReceivedMail = { id: string; from: string; to: string[]; subject: string; text: string }

/** Which mails: to a recipient (one of the envelope's), with a subject; the sink filters them. */
export type MailFilter = { to?: string; subject?: string }

/** The mails the run's SMTP sink holds, newest first, those matching `filter` when given. */
export async function receivedMails(filter: MailFilter = {}): Promise<ReceivedMail[]> {
  const response = await fetch(`${inject('mailUrl')}/mails?${new URLSearchParams(filter)}`)
  if (!response.ok) throw new Error(`The mail sink answered ${response.status}`)
  return (await response.json()) as ReceivedMail[]
}

/**
 * The newest mail to `to` whose subject matches, once it has arrived: one request, answered by the sink when
 * the mail comes (test/mail-routes.ts), instead of polling the list.
 */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 10_000): Promise<ReceivedMail> {
  const query = new URLSearchParams({
    to,
    pattern: subject.source,
    flags: subject.flags,
    timeoutMs: String(timeoutMs),
  })
  const response = await fetch(`${inject('mailUrl')}/mail?${query}`)
  if (response.status === 404) throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`)
  if (!response.ok) throw new Error(`The mail sink answered ${response.status}`)
  return (await response.json()) as ReceivedMail
}

/** The first pause between two checks; each next one is half as long again, up to the longest. */
const FIRST_PAUSE_MS = 50
const LONGEST_PAUSE_MS = 250

/**
 * Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. The pauses grow (50, 75,
 * 112... up to 250 ms): a check is an API call and the emulator's reads, and a batch's wait of seconds on a
 * loaded machine made hundreds of them at a fixed 50 ms. The wait is booked against the test's timeout
 * (test/budget.ts): a test must have the time its waits allow.
 */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = PIPELINE_WAIT_MS,
): Promise<T> {
  claimWait(timeoutMs)
  const deadline = Date.now() + timeoutMs
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 1.5, LONGEST_PAUSE_MS)) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, pause))
  }
}

/** A context on a table of its own, so tests that change shared rows (the seed brands) stay independent. */
export async function isolatedContext(overrides: Partial<AppContext['config']> = {}): Promise<AppContext> {
  const tableName = `simlessly-test-${crypto.randomUUID().slice(0, 8)}`
  const ctx = testContext({ ...overrides, tableName })
  await ensureTable(ctx.aws.dynamodb, tableName)
  return ctx
}
