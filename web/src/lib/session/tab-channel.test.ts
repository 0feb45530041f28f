import { MAIN_CHANNEL_SUFFIX } from '@simlessly/shared'
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Session, SignOutReason } from './session'
import { openTabChannel, tabChannelName } from './tab-channel'
import { useTabSync } from './use-tab-sync'

/** Just enough of a session for the hook: it listens for sign-outs and ends the session on a message. */
function fakeSession() {
  const listeners = new Set<(reason: SignOutReason) => void>()
  const session = {
    end: vi.fn(),
    onSignedOut: (listener: (reason: SignOutReason) => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const signOut = (reason: SignOutReason) => {
    for (const listener of listeners) listener(reason)
  }
  return { session: session as unknown as Session & { end: typeof session.end }, signOut }
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
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(received).not.toHaveBeenCalled()
    raw.close()
    tab.close()
  })
})
