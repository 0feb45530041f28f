import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { ACME_SITE, deferred, envelopeResponse, sentRequest, stubFetch } from '@/test/api'
import { routes } from './router'

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

function iconHref() {
  return document.head.querySelector('link[rel~="icon"]')?.getAttribute('href')
}

describe('routes and the document title', () => {
  it('titles the login page with the default name, then with the brand once the query answers', async () => {
    const answer = deferred<Response>()
    const fetch = stubFetch(() => answer.promise)
    renderAt('/login/acme')

    expect(await screen.findByRole('heading', { name: 'Sign in to Simlessly' })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('Sign in - Simlessly'))
    expect(iconHref()).toBe('/favicon.ico')

    answer.resolve(envelopeResponse(ACME_SITE))
    expect(await screen.findByRole('heading', { name: 'Sign in to Acme Mobile' })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('Sign in - Acme Mobile'))
    expect(iconHref()).toBe('/brands/acme.svg')
    expect(document.documentElement.style.getPropertyValue('--theme')).toBe('#0f766e')
    // The layout and the page share one platform query.
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(sentRequest(fetch).url).toBe('/api/v1/platform/query?sys=acme')
  })

  it('titles a route without a title with the app name alone, following the brand', async () => {
    const answer = deferred<Response>()
    const fetch = stubFetch(() => answer.promise)
    renderAt('/no/such/page')

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login')
    await waitFor(() => expect(document.title).toBe('Simlessly'))

    answer.resolve(envelopeResponse({ ...ACME_SITE, appName: 'Renamed Console' }))
    await waitFor(() => expect(document.title).toBe('Renamed Console'))
    expect(sentRequest(fetch).url).toBe('/api/v1/platform/query')
  })

  it('redirects / to the sign-in page', async () => {
    stubFetch(() => envelopeResponse(ACME_SITE))
    const router = renderAt('/')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy()
  })
})
