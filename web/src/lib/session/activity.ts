import { INACTIVITY_LIMIT_MS } from '@simlessly/shared'

const STORAGE_KEY = 'last-activity'

type ActivityOptions = {
  /** Where the time is kept: local storage, so that a reload and the other tabs see the same activity. */
  storage?: Storage | undefined
  /** Read at every check, so a fake clock (Vitest, Playwright's page.clock) controls it. */
  now?: () => number
  limitMs?: number
}

function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

/**
 * The last-activity time: set by the first request, refreshed by every request; more than the limit since
 * then means the next request must sign the user out.
 */
export function createActivityTracker(options: ActivityOptions = {}) {
  const storage = options.storage ?? defaultStorage()
  const now = options.now ?? (() => Date.now())
  const limitMs = options.limitMs ?? INACTIVITY_LIMIT_MS
  // Kept in memory as well: storage may be full or disabled (private mode).
  let memory: number | undefined

  function read(): number | undefined {
    try {
      const stored = Number(storage?.getItem(STORAGE_KEY) ?? Number.NaN)
      if (Number.isFinite(stored)) return stored
    } catch {
      // fall back to the time kept in memory
    }
    return memory
  }

  function write(value: number | undefined) {
    memory = value
    try {
      if (value === undefined) storage?.removeItem(STORAGE_KEY)
      else storage?.setItem(STORAGE_KEY, String(value))
    } catch {
      // memory alone then
    }
  }

  return {
    lastActivity: read,
    touch: () => write(now()),
    reset: () => write(undefined),
    /** True when an activity was recorded and more than the limit has passed since. */
    isExpired(): boolean {
      const last = read()
      return last !== undefined && now() - last > limitMs
    },
  }
}

export type ActivityTracker = ReturnType<typeof createActivityTracker>
