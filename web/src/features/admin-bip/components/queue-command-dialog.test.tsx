import { endpoints } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiUrl, envelopeResponse, stubFetch } from '@/test/api'
import '@/locales/admin-bip'
import { QueueCommandDialog } from './queue-command-dialog'

const ICCID = '89014103211118510720'

describe('QueueCommandDialog', () => {
  it('names how many cards and whose before queueing, then queues the command for them', async () => {
    const fetch = stubFetch((url) =>
      url.endsWith(endpoints.adminBip.preview.path)
        ? envelopeResponse({ cards: 1, enterpriseName: 'Acme Labs', groupName: null })
        : envelopeResponse({ queued: 1, commandIds: ['01JBIPCOMMAND0000000000001'] }),
    )
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <QueueCommandDialog />
      </QueryClientProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Queue a command' }))
    const form = screen.getByRole('dialog', { name: 'Queue a command' })
    fireEvent.change(within(form).getByLabelText('ICCID'), { target: { value: ICCID } })
    fireEvent.click(within(form).getByRole('button', { name: 'Continue' }))

    const confirm = await screen.findByRole('alertdialog', { name: 'Queue Recycle for 1 card?' })
    expect(confirm.textContent).toContain(`Recycle goes to ICCID ${ICCID} of Acme Labs at its next check-in.`)
    expect(confirm.textContent).toContain('the ICCID goes back to stock')
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ iccid: ICCID })

    fireEvent.click(within(confirm).getByRole('button', { name: 'Queue for 1 card' }))
    // Queued: the confirmation closes.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(String(fetch.mock.calls[1]?.[0])).toBe(apiUrl(endpoints.adminBip.queue))
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({
      target: { iccid: ICCID },
      command: { type: 'RECYCLE' },
    })
  })
})
