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

  it('picks a client by name, then one of its groups, and names the client, the group and how many cards', async () => {
    const enterpriseId = '01JCLIENT00000000000000002'
    const client = (id: string, name: string) => ({
      enterpriseId: id,
      name,
      ownerEmail: 'owner@acme.test',
      status: 'ACTIVE',
      plan: 'PRO',
      freeTrial: false,
      trialDaysLeft: null,
      periodEndsAt: null,
      members: 1,
      profiles: 12,
      downloads: 0,
      createdAt: 1,
    })
    const fetch = stubFetch((url) => {
      if (url.includes(endpoints.adminClient.list.path)) {
        const q = new URL(url, 'http://console.test').searchParams.get('q') ?? ''
        const all = [client('01JCLIENT00000000000000001', 'Acme Labs'), client(enterpriseId, 'Acme Mobile')]
        const list = all.filter((c) => c.name.toLowerCase().includes(q.toLowerCase()))
        return envelopeResponse({ list, total: list.length, pageNum: 1, pageSize: 20 })
      }
      if (url.includes(endpoints.adminBip.groups.path)) {
        return envelopeResponse({
          enterpriseName: 'Acme Mobile',
          groups: [{ groupId: 'G1', name: 'Field units' }],
        })
      }
      if (url.endsWith(endpoints.adminBip.preview.path)) {
        return envelopeResponse({ cards: 12, enterpriseName: 'Acme Mobile', groupName: 'Field units' })
      }
      return envelopeResponse({ queued: 12, commandIds: [] })
    })
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <QueueCommandDialog />
      </QueryClientProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Queue a command' }))
    const form = screen.getByRole('dialog', { name: 'Queue a command' })
    fireEvent.click(within(form).getByRole('radio', { name: "A client's group" }))
    expect(within(form).queryByRole('textbox', { name: /enterprise id/i })).toBeNull()
    fireEvent.change(within(form).getByRole('searchbox', { name: /Find a client/ }), {
      target: { value: 'mobile' },
    })
    const picker = within(form).getByRole('combobox', { name: 'Client' })
    await within(picker).findByRole('option', { name: 'Acme Mobile (owner@acme.test)' })
    await waitFor(() => expect(within(picker).queryByRole('option', { name: /Acme Labs/ })).toBeNull())
    fireEvent.change(picker, { target: { value: enterpriseId } })
    const group = within(form).getByRole('combobox', { name: 'Group' })
    await within(group).findByRole('option', { name: 'Field units' })
    fireEvent.change(group, { target: { value: 'G1' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Continue' }))

    const confirm = await screen.findByRole('alertdialog', { name: 'Queue Recycle for 12 cards?' })
    expect(confirm.textContent).toContain(
      'Recycle goes to the 12 profiles of group Field units of Acme Mobile, each at its card',
    )
    const previewCall = fetch.mock.calls.find(([url]) =>
      String(url).endsWith(endpoints.adminBip.preview.path),
    )
    expect(JSON.parse(String(previewCall?.[1]?.body))).toEqual({ enterpriseId, groupId: 'G1' })
  })
})
