import { NOTIFICATION_DURATION_MS } from '@simlessly/shared'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createNotificationStore } from './notifications'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('notifications', () => {
  it('shows an error for NOTIFICATION_DURATION_MS, then removes it', () => {
    const store = createNotificationStore()
    const listener = vi.fn()
    store.subscribe(listener)

    store.notify('Cannot reach the server')
    expect(store.getSnapshot()).toEqual([{ id: 1, message: 'Cannot reach the server', variant: 'error' }])
    expect(listener).toHaveBeenCalledTimes(1)

    vi.advanceTimersByTime(NOTIFICATION_DURATION_MS - 1)
    expect(store.getSnapshot()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(store.getSnapshot()).toEqual([])
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('shows a repeated message once and restarts its time', () => {
    const store = createNotificationStore()
    store.notify('Down')
    vi.advanceTimersByTime(4_000)
    store.notify('Down')
    store.notify('Other')
    expect(store.getSnapshot().map((n) => n.message)).toEqual(['Down', 'Other'])
    vi.advanceTimersByTime(4_000)
    expect(store.getSnapshot().map((n) => n.message)).toEqual(['Down', 'Other'])
    vi.advanceTimersByTime(1_000)
    expect(store.getSnapshot()).toEqual([])
  })

  it('can be dismissed early, and the variant and duration can be chosen', () => {
    const store = createNotificationStore()
    const id = store.notify('Saved', { variant: 'success', durationMs: 100 })
    store.notify('Failed')
    store.dismiss(id)
    expect(store.getSnapshot()).toMatchObject([{ message: 'Failed', variant: 'error' }])
    store.clear()
    expect(store.getSnapshot()).toEqual([])
  })
})
