import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import '../lib/i18n'

afterEach(() => {
  cleanup()
  localStorage.clear()
  document.head.innerHTML = ''
  document.documentElement.removeAttribute('style')
  document.title = ''
})
