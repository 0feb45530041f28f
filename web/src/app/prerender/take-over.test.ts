// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { keepInput, routerReady } from './take-over'

const form = `<form><input name="email" value="" /><input name="password" type="password" />
  <select><option value="en" selected>English</option><option value="zh-CN">简体中文</option></select></form>`

/** A page as index.html sends it: the prerendered form in #root. */
function prerendered(): HTMLElement {
  document.documentElement.dataset.prerender = 'login'
  document.body.innerHTML = `<div id="root"><div data-prerender="login">${form}</div></div>`
  return document.getElementById('root') as HTMLElement
}

/** What React's first commit does: the container's content replaced by its own, alike. */
function reactReplaces(container: HTMLElement) {
  container.innerHTML = `<main>${form}</main>`
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`#root input[name="${name}"]`)

afterEach(() => {
  delete document.documentElement.dataset.prerender
  document.body.innerHTML = ''
})

describe('React taking over the prerendered sign-in page', () => {
  it('keeps the text typed before it and the focus, and says which language was chosen', () => {
    const container = prerendered()
    const email = field('email') as HTMLInputElement
    email.value = 'ana@example.com'
    ;(field('password') as HTMLInputElement).value = 'typed secret'
    ;(container.querySelector('select') as HTMLSelectElement).value = 'zh-CN'
    ;(field('password') as HTMLInputElement).focus()
    const setLanguage = vi.fn()

    const restore = keepInput(container, setLanguage)
    reactReplaces(container)
    expect(field('email')?.value).toBe('')
    restore()

    expect(field('email')?.value).toBe('ana@example.com')
    expect(field('password')?.value).toBe('typed secret')
    expect(document.activeElement).toBe(field('password'))
    expect(setLanguage).toHaveBeenCalledWith('zh-CN')
    expect(document.documentElement.dataset.prerender).toBeUndefined()
  })

  it("leaves React's own values where nothing was typed (an address from ?email=)", () => {
    const container = prerendered()
    const setLanguage = vi.fn()
    const restore = keepInput(container, setLanguage)
    container.innerHTML = `<main><form><input name="email" value="from@link.com" /></form></main>`
    restore()
    expect(field('email')?.value).toBe('from@link.com')
    expect(setLanguage).not.toHaveBeenCalled()
  })

  it('waits for the router to be initialised', async () => {
    const listeners: ((state: { initialized: boolean }) => void)[] = []
    const router = {
      state: { initialized: false },
      subscribe: (listener: (state: { initialized: boolean }) => void) => {
        listeners.push(listener)
        return () => listeners.splice(listeners.indexOf(listener), 1)
      },
    } as unknown as Parameters<typeof routerReady>[0]
    let ready = false
    const waiting = routerReady(router).then(() => {
      ready = true
    })
    for (const listener of [...listeners]) listener({ initialized: false })
    await Promise.resolve()
    expect(ready).toBe(false)
    for (const listener of [...listeners]) listener({ initialized: true })
    await waiting
    expect(ready).toBe(true)
    expect(listeners).toEqual([])
  })
})
