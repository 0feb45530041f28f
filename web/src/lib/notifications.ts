import { NOTIFICATION_DURATION_MS } from '@simlessly/shared'

export type NotificationVariant = 'error' | 'success'
export type Notification = { id: number; message: string; variant: NotificationVariant }
type NotifyOptions = { variant?: NotificationVariant; durationMs?: number }

/**
 * The messages shown at the top of the page (a failed call shows a red one for NOTIFICATION_DURATION_MS). A
 * tiny external store, so that the API client, which is not a component, can raise one and React can render
 * them with useSyncExternalStore.
 */
export function createNotificationStore() {
  let items: readonly Notification[] = []
  let nextId = 1
  const timers = new Map<number, ReturnType<typeof setTimeout>>()
  const listeners = new Set<() => void>()
  const emit = () => {
    for (const listener of listeners) listener()
  }

  function dismiss(id: number) {
    clearTimeout(timers.get(id))
    timers.delete(id)
    const next = items.filter((item) => item.id !== id)
    if (next.length === items.length) return
    items = next
    emit()
  }

  // setTimeout is looked up at call time, so fake clocks (Vitest's, Playwright's page.clock) control it.
  function schedule(id: number, durationMs: number) {
    clearTimeout(timers.get(id))
    timers.set(
      id,
      setTimeout(() => dismiss(id), durationMs),
    )
  }

  function notify(message: string, options: NotifyOptions = {}): number {
    const variant = options.variant ?? 'error'
    const durationMs = options.durationMs ?? NOTIFICATION_DURATION_MS
    // The same failure reported by several calls at once shows once, for the full time from the last.
    const same = items.find((item) => item.message === message && item.variant === variant)
    if (same) {
      schedule(same.id, durationMs)
      return same.id
    }
    const id = nextId++
    items = [...items, { id, message, variant }]
    schedule(id, durationMs)
    emit()
    return id
  }

  function clear() {
    for (const timer of timers.values()) clearTimeout(timer)
    timers.clear()
    items = []
    emit()
  }

  return {
    notify,
    dismiss,
    clear,
    getSnapshot: () => items,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type NotificationStore = ReturnType<typeof createNotificationStore>

/** The console's one notification store. */
export const notifications = createNotificationStore()
