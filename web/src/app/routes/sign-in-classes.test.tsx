import { ErrorCode, endpoints } from '@simlessly/shared'
import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { twMerge } from 'tailwind-merge'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { NotificationViewport } from '@/components/notification-viewport'
import { Button } from '@/components/ui/button'
import { notifications } from '@/lib/notifications'
import { cn, loadClassMerge, unloadClassMerge } from '@/lib/utils'
import { apiUrl, envelopeResponse, stubFetch } from '@/test/api'
import { renderConsole, resetSession, stubServer } from '@/test/console'
import { LoginRoute } from './login'

/** Every class attribute on the page that tailwind-merge would change: none may be. */
function merged(): string[] {
  return [...document.querySelectorAll('[class]')]
    .map((element) => element.getAttribute('class') ?? '')
    .filter((classes) => twMerge(classes) !== classes)
}

function renderSignIn() {
  render(
    <>
      <NotificationViewport />
      <MemoryRouter initialEntries={['/login/acme']}>
        <Routes>
          <Route path="/login/:sys?" element={<LoginRoute />} />
        </Routes>
      </MemoryRouter>
    </>,
  )
}

// The sign-in page never loads tailwind-merge (lib/utils.ts): what it draws must need no merging.
describe('the sign-in page without the class merge', () => {
  beforeAll(() => unloadClassMerge())
  afterAll(() => loadClassMerge())
  afterEach(() => {
    unloadClassMerge()
    resetSession()
  })

  it('passes its components no class that merging would change, in every state it shows', async () => {
    stubFetch((url) => {
      const path = new URL(url, 'http://localhost').pathname
      if (path === apiUrl(endpoints.oauth.providers)) return envelopeResponse({ providers: ['google'] })
      if (path === apiUrl(endpoints.account.login)) {
        return envelopeResponse(null, {
          success: false,
          code: ErrorCode.ACCOUNT_NOT_VERIFIED,
          msg: 'not verified',
          status: 403,
        })
      }
      return new Promise<Response>(() => {})
    })
    renderSignIn()
    notifications.notify('Your session ended: sign in again.')
    notifications.notify('Saved', { variant: 'success' })
    expect(merged()).toEqual([])

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret-pass1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await screen.findByRole('button', { name: 'Send the link again' })
    await screen.findByRole('link', { name: /Google/ })
    expect(merged()).toEqual([])

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not an address' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await screen.findByText('Invalid email')
    expect(merged()).toEqual([])
  })

  it('loads the merge with any other screen, before it draws, and never with sign-in', async () => {
    stubServer()
    const login = renderConsole('/login')
    await screen.findByRole('heading', { name: 'Sign in to Simlessly' })
    expect(cn('px-4', 'px-2')).toBe('px-4 px-2')
    await login.router.navigate('/signup')
    await screen.findByRole('heading', { name: 'Create your Simlessly account' })
    expect(cn('px-4', 'px-2')).toBe('px-2')
  })

  it('joins without merging until the merge loads, then lets a caller override a component', async () => {
    expect(cn('px-4', 'px-2')).toBe('px-4 px-2')
    await loadClassMerge()
    expect(cn('px-4', 'px-2')).toBe('px-2')
    render(<Button className="h-12 px-8">Wide</Button>)
    const classes = screen.getByRole('button', { name: 'Wide' }).getAttribute('class') ?? ''
    expect(classes.split(' ')).toEqual(expect.arrayContaining(['h-12', 'px-8']))
    expect(classes.split(' ')).not.toEqual(expect.arrayContaining(['h-10']))
  })
})
