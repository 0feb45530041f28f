import { useLayoutEffect } from 'react'
import type { createBrowserRouter } from 'react-router-dom'

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>

/** index.html's prerendered pages (the sign-in page's, some signed-in screens'), until React takes over. */
const prerenderedPages = () => [...document.body.querySelectorAll(':scope > [data-prerender]')]

/** The prerendered page index.html's inline script showed on this visit (`data-prerender` on <html>). */
const shownPage = () => {
  const shown = document.documentElement.dataset.prerender
  return prerenderedPages().find((page) => page.getAttribute('data-prerender') === shown)
}

/**
 * Whether index.html's inline script showed a prerendered page on this visit. The hidden ones are removed at
 * once, so that the only page in the document (and its accessibility tree) is the one shown or React's.
 */
export function prerenderShown(): boolean {
  const shown = shownPage()
  for (const page of prerenderedPages()) if (page !== shown) page.remove()
  if (!shown) delete document.documentElement.dataset.prerender
  return shown !== undefined
}

/**
 * Resolves once the router has run the first page's guard and loaded its screen: React then draws the
 * page in its first commit, in the place of the prerendered one, never the loading screen between.
 */
export function routerReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      resolve()
    })
  })
}

/**
 * Replaces the prerendered page (index.html's, beside `#root`) with React's (a signed-in screen's has no
 * fields: only its place is taken), keeping what the visitor did in the sign-in page meanwhile: the text
 * typed into each named field, the field that has the focus, and a language chosen other than the one shown
 * (passed to `setLanguage`). Called in the layout effects of React's first commit:
 * React's page is in the document, the prerendered one still is too, and nothing is painted between.
 */
export function takeOver(container: HTMLElement, setLanguage: (language: string) => void): void {
  const page = shownPage()
  delete document.documentElement.dataset.prerender
  if (!page) return
  for (const typed of page.querySelectorAll<HTMLInputElement>('input[name]')) {
    const input = container.querySelector<HTMLInputElement>(`input[name="${typed.name}"]`)
    if (input && typed.value !== typed.defaultValue) input.value = typed.value
  }
  const active = document.activeElement as HTMLInputElement | HTMLSelectElement | null
  const focused =
    active && page.contains(active) ? (active.name ? `[name="${active.name}"]` : 'select') : null
  const select = page.querySelector('select')
  const shown = [...(select?.options ?? [])].find((option) => option.defaultSelected)?.value
  const language = select && select.value !== shown ? select.value : undefined
  page.remove()
  if (focused) container.querySelector<HTMLElement>(focused)?.focus()
  if (language) setLanguage(language)
}

/** Rendered beside the app on its first mount: takes over the prerendered page in the same commit. */
export function TakeOver(props: { container: HTMLElement; setLanguage: (language: string) => void }) {
  const { container, setLanguage } = props
  useLayoutEffect(() => takeOver(container, setLanguage), [container, setLanguage])
  return null
}
