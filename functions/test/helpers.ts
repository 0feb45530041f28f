import { inject } from 'vitest'
import { createLogger } from '../src/adapters/logger.ts'
import { type AppContext, createContext } from '../src/context.ts'
import { ensureTable } from '../src/local/provision.ts'

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

export async function receivedMails(): Promise<ReceivedMail[]> {
  const response = await fetch(inject('mailUrl'))
  if (!response.ok) throw new Error(`The mail sink answered ${response.status}`)
  return (await response.json()) as ReceivedMail[]
}

/** Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** A context on a table of its own, so tests that change shared rows (the seed brands) stay independent. */
export async function isolatedContext(overrides: Partial<AppContext['config']> = {}): Promise<AppContext> {
  const tableName = `simlessly-test-${crypto.randomUUID().slice(0, 8)}`
  const ctx = testContext({ ...overrides, tableName })
  await ensureTable(ctx.aws.dynamodb, tableName)
  return ctx
}
