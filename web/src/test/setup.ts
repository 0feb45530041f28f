import { afterEach } from 'vitest'
import { addStrings, type Messages, setLanguage } from '../lib/i18n'
import { loadClassMerge } from '../lib/utils'

// Component tests render parts of screens without their routes, which bring their areas' strings in the
// app: every area is loaded here. route-strings.test.tsx starts from the common strings alone instead.
const areas = import.meta.glob<Messages>('../locales/en.*.json', { eager: true, import: 'default' })
for (const [file, area] of Object.entries(areas)) addStrings(file.replace(/^.*en\.|\.json$/g, ''), area)
// Files share their worker's modules (isolate: false): each starts in English, whatever the last one chose.
await setLanguage('en')
// Every screen but sign-in draws with the class merge loaded (app/router.tsx): component tests do too.
await loadClassMerge()

// The component tests (jsdom) and the DOM-needing logic tests clean the document after each test; the
// pure-logic tests run in Node, with no document, and load none of this.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react')
  const { notifications } = await import('../lib/notifications')
  const { sessionStore } = await import('../lib/session')
  const { clearCookie } = await import('../lib/cookies')
  const { setQueryClient } = await import('../lib/queries')
  const { siteThemes } = await import('../features/brand/api/site-themes')
  // The component tests share their worker's modules and document (isolate: false in vitest.config.ts):
  // each file starts as a fresh one would, with no notification, session or cookie left by the last.
  notifications.clear()
  sessionStore.clear()
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim())) {
    if (name) clearCookie(name)
  }
  // A screen's first render waits on lazy chunks and answers; on a loaded machine that takes longer than
  // the library's 1 s default. The wait is for a condition, bounded by the test's own limit.
  configure({ asyncUtilTimeout: 10_000 })

  afterEach(() => {
    cleanup()
    // The console's query client and the brands' answers are the page's: none kept for the next test.
    setQueryClient(undefined)
    siteThemes.clear()
    localStorage.clear()
    document.head.innerHTML = ''
    document.documentElement.removeAttribute('style')
    document.title = ''
  })
}
