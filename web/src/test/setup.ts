import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import '../lib/i18n'

// A screen's first render waits on lazy chunks and answers; on a loaded machine that takes longer than the
// library's 1 s default. The wait is for a condition, bounded by the test's own limit (vitest.config.ts).
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
  document.head.innerHTML = ''
  document.documentElement.removeAttribute('style')
  document.title = ''
})
