import { screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n'
import common from '@/locales/en.json'
import { renderConsole, resetSession, signInCookie, stubServer } from '@/test/console'

/** Every top-level name of every locale file: a text such as "fleet.description" is a key shown raw. */
const areas = import.meta.glob<Record<string, unknown>>('../locales/en*.json', {
  eager: true,
  import: 'default',
})
const topLevel = [...new Set(Object.values(areas).flatMap((tree) => Object.keys(tree)))]
const rawKey = new RegExp(`\\b(?:${topLevel.join('|')})\\.[A-Za-z]`)

/** Everything the page showed while it loaded, one text per change of the document. */
function recordTexts() {
  const texts: string[] = []
  const observer = new MutationObserver(() => texts.push(document.body.textContent ?? ''))
  observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  return { texts, stop: () => observer.disconnect() }
}

let uninstall = () => {}
let recording = recordTexts()

// The app as it starts: the common strings alone (the test setup loads every area for component tests).
// Each screen must bring its own strings with its chunk, before it renders.
beforeAll(() => {
  i18n.removeResourceBundle('en', 'translation')
  i18n.addResourceBundle('en', 'translation', structuredClone(common))
})
afterAll(() => {
  for (const tree of Object.values(areas)) i18n.addResourceBundle('en', 'translation', tree, true, true)
})
afterEach(() => {
  recording.stop()
  uninstall()
  resetSession()
})

function open(path: string) {
  recording = recordTexts()
  uninstall = renderConsole(path).uninstall
}

describe('a screen loaded on first visit', () => {
  it('shows the sign-in page in words, never a key', async () => {
    stubServer()
    open('/login')
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy()
    expect(recording.texts.filter((text) => rawKey.test(text))).toEqual([])
  })

  it('brings the strings of the console frame and of its screen with its chunk', async () => {
    signInCookie()
    stubServer({ held: ['Fleet_View'] })
    open('/profile/fleet')
    expect(await screen.findByText(/Every profile of your enterprise after generation/)).toBeTruthy()
    await waitFor(() =>
      expect(screen.getAllByRole('navigation', { name: 'Main menu' }).length).toBeGreaterThan(0),
    )
    expect(recording.texts.length).toBeGreaterThan(0)
    expect(recording.texts.filter((text) => rawKey.test(text))).toEqual([])
  })
})
