// @vitest-environment jsdom
import { MAIN_CHANNEL_SUFFIX } from '@simlessly/shared'
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Session, SignOutReason, SwitchSource } from './session'
import { openTabChannel, tabChannelName } from './tab-channel'
import { useTabSync } from './use-tab-sync'

type SwitchListener = (enterpriseId: string, source: SwitchSource) => void

/**
 * Just enough of a session for the hook: it listens for sign-outs and switches of enterprise, and ends the
 * session or follows the switch on a message.
 */
function fakeSession() {
  const listeners = new Set<(reason: SignOutReason) => void>()
  const switchListeners = new Set<SwitchListener>()
  const session = {
    end: vi.fn(),
    enterpriseSwitched: vi.fn(async () => {}),
    onSignedOut: (listener: (reason: SignOutReason) => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onEnterpriseSwitched: (listener: SwitchListener) => {
      switchListeners.add(listener)
      return () => switchListeners.delete(listener)
    },
  }
  const signOut = (reason: SignOutReason) => {
    for (const listener of listeners) listener(reason)
  }
  const switched = (enterpriseId: string, source: SwitchSource) => {
    for (const listener of switchListeners) listener(enterpriseId, source)
  }
  return {
    session: session as unknown as Session & Pick<typeof session, 'end' | 'enterpriseSwitched'>,
    signOut,
    switched,
  }
}

describe('the tab channel', () => {
  it('is named from the app name plus the main-channel suffix', () => {
    expect(tabChannelName('Acme Mobile')).toBe(`Acme Mobile${MAIN_CHANNEL_SUFFIX}`)
  })

  it('tells the other tabs of a sign-out, and ends this tab’s session when another signs out', async () => {
    const other = vi.fn()
    const otherTab = openTabChannel(tabChannelName('Simlessly'), other)
    const { session, signOut } = fakeSession()
    const { unmount } = renderHook(() => useTabSync('Simlessly', session))

    signOut('user')
    await waitFor(() => expect(other).toHaveBeenCalledWith({ type: 'logout' }))

    otherTab.post({ type: 'logout' })
    await waitFor(() => expect(session.end).toHaveBeenCalledWith('other-tab'))

    // A sign-out that came from another tab is not sent around again.
    other.mockClear()
    signOut('other-tab')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(other).not.toHaveBeenCalled()

    unmount()
    otherTab.close()
  })

  it('tells the other tabs of a switch of enterprise, and follows one made in another tab', async () => {
    const other = vi.fn()
    const otherTab = openTabChannel(tabChannelName('Switching'), other)
    const { session, switched } = fakeSession()
    const { unmount } = renderHook(() => useTabSync('Switching', session))

    switched('ent-2', 'here')
    await waitFor(() =>
      expect(other).toHaveBeenCalledWith({ type: 'enterprise-switched', enterpriseId: 'ent-2' }),
    )

    otherTab.post({ type: 'enterprise-switched', enterpriseId: 'ent-3' })
    await waitFor(() => expect(session.enterpriseSwitched).toHaveBeenCalledWith('ent-3', 'other-tab'))
    expect(session.end).not.toHaveBeenCalled()

    // A switch that came from another tab is not sent around again.
    other.mockClear()
    switched('ent-3', 'other-tab')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(other).not.toHaveBeenCalled()

    unmount()
    otherTab.close()
  })

  it('closes on page unload: nothing arrives afterwards', async () => {
    const { session } = fakeSession()
    renderHook(() => useTabSync('Unload', session))
    window.dispatchEvent(new Event('pagehide'))
    const otherTab = openTabChannel(tabChannelName('Unload'), () => {})
    otherTab.post({ type: 'logout' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(session.end).not.toHaveBeenCalled()
    otherTab.close()
  })

  it('ignores messages it does not know', async () => {
    const received = vi.fn()
    const tab = openTabChannel('junk-channel', received)
    const raw = new BroadcastChannel('junk-channel')
    raw.postMessage({ type: 'format-disk' })
    raw.postMessage('logout')
    raw.postMessage({ type: 'enterprise-switched' })
    raw.postMessage({ type: 'enterprise-switched', enterpriseId: '' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(received).not.toHaveBeenCalled()
    raw.close()
    tab.close()
  })
})
