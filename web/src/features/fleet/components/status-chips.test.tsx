import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { deferred, envelopeResponse, stubFetch } from '@/test/api'
import '@/locales/fleet'
import { StatusChips } from './status-chips'

function renderChips() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <StatusChips active="" onSelect={() => {}} />
    </QueryClientProvider>,
  )
}

describe('StatusChips', () => {
  it('holds the chips’ row, busy and of their height, while the counts load (the list below does not jump)', async () => {
    const answer = deferred<Response>()
    stubFetch(() => answer.promise)
    renderChips()
    const row = screen.getByRole('group', { name: 'Profiles by status' })
    expect(row.getAttribute('aria-busy')).toBe('true')
    expect(row.className).toContain('h-8')
    answer.resolve(envelopeResponse({ total: 3, byState: [{ state: 'RELEASED', count: 3 }] }))
    expect(await screen.findByRole('button', { name: /^All/ })).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Profiles by status' }).getAttribute('aria-busy')).toBeNull()
  })
})
