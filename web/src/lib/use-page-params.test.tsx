import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { envelopeResponse, stubFetch } from '@/test/api'
import { usePageParams } from './use-page-params'

type Controls = ReturnType<typeof usePageParams>

/** A list page's address in a memory router; `controls()` is what the page's last render was handed. */
function renderList(path: string) {
  stubFetch(() => envelopeResponse(null))
  let latest: Controls | undefined
  function List() {
    latest = usePageParams()
    return <p>{latest.params.toString()}</p>
  }
  const router = createMemoryRouter([{ path: '/fleet', element: <List /> }], { initialEntries: [path] })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  const controls = () => {
    if (!latest) throw new Error('not drawn')
    return latest
  }
  return { router, controls }
}

const search = (router: ReturnType<typeof createMemoryRouter>) => router.state.location.search

describe('usePageParams', () => {
  it('keeps both of two changes made before the first is drawn (a filter, then another at once)', async () => {
    const { router, controls } = renderList('/fleet?sort=iccid')
    // Both from the same render, as a busy page hands a second change the handlers of the first's render.
    const { update } = controls()
    await act(async () => {
      update({ iccid: '894420' }, { replace: true })
      update({ status: 'RELEASED' })
    })
    expect(new URLSearchParams(search(router))).toEqual(
      new URLSearchParams('sort=iccid&iccid=894420&status=RELEASED'),
    )
  })

  it('builds on the address drawn once another was drawn: the back button is not undone', async () => {
    const { router, controls } = renderList('/fleet')
    await act(async () => controls().update({ status: 'RELEASED' }))
    expect(search(router)).toBe('?status=RELEASED')
    await act(async () => router.navigate(-1))
    expect(search(router)).toBe('')
    await act(async () => controls().update({ iccid: '894420' }))
    expect(search(router)).toBe('?iccid=894420')
  })
})
