// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { prerenderShown, routerReady, takeOver } from './take-over'

const form = `<form><input name="email" value="" /><input name="password" type="password" />
  <select><option value="en" selected>English</option><option value="zh-CN">简体中文</option></select></form>`

/** A page as index.html sends it: the prerendered form beside #root. */
function prerendered(): HTMLElement {
  document.documentElement.dataset.prerender = 'login'
  document.body.innerHTML = `<div data-prerender="login">${form}</div><div id="root"></div>`
  return document.getElementById('root') as HTMLElement
}

const prerenderedField = (name: string) =>
  document.querySelector<HTMLInputElement>(`[data-prerender] input[name="${name}"]`) as HTMLInputElement
const field = (name: string) => document.querySelector<HTMLInputElement>(`#root input[name="${name}"]`)

afterEach(() => {
  delete document.documentElement.dataset.prerender
  document.body.innerHTML = ''
})

describe('React taking over the prerendered sign-in page', () => {
  it('keeps the text typed before it and the focus, says which language was chosen, and removes it', () => {
    const container = prerendered()
    prerenderedField('email').value = 'ana@example.com'
    prerenderedField('password').value = 'typed secret'
    ;(document.querySelector('[data-prerender] select') as HTMLSelectElement).value = 'zh-CN'
    prerenderedField('password').focus()
    const setLanguage = vi.fn()

    container.innerHTML = `<main>${form}</main>` // React's commit: its page in #root
    takeOver(container, setLanguage)

    expect(field('email')?.value).toBe('ana@example.com')
    expect(field('password')?.value).toBe('typed secret')
    expect(document.activeElement).toBe(field('password'))
    expect(setLanguage).toHaveBeenCalledWith('zh-CN')
    expect(document.body.querySelector('[data-prerender]')).toBeNull()
    expect(document.documentElement.dataset.prerender).toBeUndefined()
  })

  it("leaves React's own values where nothing was typed (an address from ?email=), and runs once", () => {
    const container = prerendered()
    const setLanguage = vi.fn()
    container.innerHTML = `<main><form><input name="email" value="from@link.com" /></form></main>`
    takeOver(container, setLanguage)
    takeOver(container, setLanguage) // StrictMode runs a layout effect twice on mount
    expect(field('email')?.value).toBe('from@link.com')
    expect(setLanguage).not.toHaveBeenCalled()
  })

  it('removes the hidden prerendered page where the inline script did not show it', () => {
    prerendered()
    expect(prerenderShown()).toBe(true)
    expect(document.body.querySelector('[data-prerender]')).not.toBeNull()
    delete document.documentElement.dataset.prerender
    expect(prerenderShown()).toBe(false)
    expect(document.body.querySelector('[data-prerender]')).toBeNull()
  })

  it("keeps only the signed-in screen shown among index.html's pages, and React takes its place", () => {
    const screen = (name: string) => `<div data-prerender="${name}"><h1>${name}</h1></div>`
    document.body.innerHTML = `${screen('profile/fleet')}${screen('dashboard')}<div data-prerender="login">${form}</div><div id="root"></div>`
    document.documentElement.dataset.prerender = 'dashboard'
    expect(prerenderShown()).toBe(true)
    const left = [...document.body.querySelectorAll('[data-prerender]')]
    expect(left.map((page) => page.getAttribute('data-prerender'))).toEqual(['dashboard'])
    const container = document.getElementById('root') as HTMLElement
    container.innerHTML = '<main><h1>Dashboard</h1></main>'
    takeOver(container, vi.fn())
    expect(document.body.querySelector('[data-prerender]')).toBeNull()
    expect(document.documentElement.dataset.prerender).toBeUndefined()
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
