import { afterEach } from 'vitest'
import '../lib/i18n'

// The component tests (jsdom) and the DOM-needing logic tests clean the document after each test; the
// pure-logic tests run in Node, with no document, and load none of this.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react')
  // A screen's first render waits on lazy chunks and answers; on a loaded machine that takes longer than
  // the library's 1 s default. The wait is for a condition, bounded by the test's own limit.
  configure({ asyncUtilTimeout: 10_000 })

  afterEach(() => {
    cleanup()
    localStorage.clear()
    document.head.innerHTML = ''
    document.documentElement.removeAttribute('style')
    document.title = ''
  })
}
