import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * After a client-side navigation, moves focus to the new page's main landmark, as a full page load would
 * reset it, so keyboard and screen reader users start at the new content. The first render is left alone;
 * scrolling is ScrollRestoration's business.
 */
export function useFocusOnNavigate() {
  const { pathname } = useLocation()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    const main = document.querySelector<HTMLElement>('main')
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true })
  }, [pathname])
}
