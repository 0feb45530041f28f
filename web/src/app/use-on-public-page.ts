import { useRef } from 'react'
import { useMatches } from 'react-router-dom'
import { isPublicRoute } from './guard/decide-navigation'
import { currentRouteName } from './route-handle'

/**
 * Whether the tab shows a public page (sign-up, an invitation), read when a session event arrives: news from
 * another tab leaves such a page where it is. /nopermission is not one of them, as it concerns a session.
 */
export function useOnPublicPage(): () => boolean {
  const routeName = currentRouteName(useMatches())
  const current = useRef(routeName)
  current.current = routeName
  const read = useRef(() => isPublicRoute(current.current) && current.current !== 'nopermission')
  return read.current
}
