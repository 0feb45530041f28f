import { type ReactNode, useEffect, useState } from 'react'
import { useDensity, usePageSizes } from '@/lib/preferences'
import { LoadingBlock } from './loading-block'

/**
 * The user's list preferences, read once at sign-in before the screens: a list asks for its first page in
 * the size the user keeps for it, and every table (dialogs included) takes the chosen density from
 * `data-density` on <html> (table.css), removed again at sign-out. A failed read keeps the defaults.
 */
export function ListPreferences({ children }: { children: ReactNode }) {
  const density = useDensity()
  const sizes = usePageSizes()
  const chosen = density.data
  useEffect(() => {
    if (chosen === undefined) return
    document.documentElement.dataset.density = chosen
    return () => {
      delete document.documentElement.dataset.density
    }
  }, [chosen])
  // Waits for the first answers only: once they are in (or failed: the defaults then), a later read, such
  // as a failed one asked again by a screen, never hides the screens again.
  const [ready, setReady] = useState(false)
  const settled = !density.isPending && !sizes.isPending
  useEffect(() => {
    if (settled) setReady(true)
  }, [settled])
  if (!ready && !settled) return <LoadingBlock />
  return children
}
