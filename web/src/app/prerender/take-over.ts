import type { createBrowserRouter } from 'react-router-dom'

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>

/** Whether index.html's inline script showed the prerendered sign-in page on this visit. */
export function prerenderShown(): boolean {
  return document.documentElement.dataset.prerender === 'login'
}

/**
 * Resolves once the router has run the first page's guard and loaded its screen: React then draws the
 * sign-in form in its first commit, in the place of the prerendered one, never the loading screen between.
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

type Control = HTMLInputElement | HTMLSelectElement

/**
 * Takes what a visitor did in the prerendered page before React replaced it: the text typed into each named
 * field, the language chosen and the field that had the focus. Call it just before React's first commit,
 * and the function it returns just after (in the same task, so nothing happens between): the fields of
 * React's page get the typed text, the focus goes back, and a language other than the one shown is set.
 */
export function keepInput(container: HTMLElement, setLanguage: (language: string) => void): () => void {
  const page = container.querySelector('[data-prerender]')
  if (!page) return () => undefined
  const typed = [...page.querySelectorAll<HTMLInputElement>('input[name]')]
    .filter((input) => input.value !== input.defaultValue)
    .map((input) => ({ name: input.name, value: input.value }))
  const select = page.querySelector('select')
  const shown = [...(select?.options ?? [])].find((option) => option.defaultSelected)?.value
  const language = select && select.value !== shown ? select.value : undefined
  const active = document.activeElement as Control | null
  const focused =
    active && page.contains(active) ? (active.name ? `[name="${active.name}"]` : 'select') : null
  return () => {
    delete document.documentElement.dataset.prerender
    for (const { name, value } of typed) {
      const input = container.querySelector<HTMLInputElement>(`input[name="${name}"]`)
      if (input) input.value = value
    }
    if (focused) container.querySelector<HTMLElement>(focused)?.focus()
    if (language) setLanguage(language)
  }
}
