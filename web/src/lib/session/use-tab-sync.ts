import { useEffect } from 'react'
import { session as defaultSession, type Session } from './index'
import { openTabChannel, type TabChannel, tabChannelName } from './tab-channel'

/**
 * Keeps the tabs in step: a sign-out here is announced to the other tabs, and one announced there signs this
 * tab out without another server call; a switch of enterprise here is announced too, and one announced there
 * moves this tab along (permissions loaded again, cache dropped, home). The channel closes when the page is
 * hidden for unload and on teardown, and opens again if the page comes back from the back-forward cache.
 */
export function useTabSync(appName: string, session: Session = defaultSession) {
  useEffect(() => {
    const name = tabChannelName(appName)
    const open = () =>
      openTabChannel(name, (message) => {
        if (message.type === 'logout') session.end('other-tab')
        else void session.enterpriseSwitched(message.enterpriseId, 'other-tab')
      })
    let channel: TabChannel = open()

    const stopListening = session.onSignedOut((reason) => {
      if (reason !== 'other-tab') channel.post({ type: 'logout' })
    })
    const stopSwitching = session.onEnterpriseSwitched((enterpriseId, source) => {
      if (source === 'here') channel.post({ type: 'enterprise-switched', enterpriseId })
    })
    const onPageHide = () => channel.close()
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) channel = open()
    }
    window.addEventListener('pagehide', onPageHide)
    window.addEventListener('pageshow', onPageShow)
    return () => {
      stopListening()
      stopSwitching()
      window.removeEventListener('pagehide', onPageHide)
      window.removeEventListener('pageshow', onPageShow)
      channel.close()
    }
  }, [appName, session])
}
