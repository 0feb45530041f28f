import { ErrorCode, endpoints } from '@simlessly/shared'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notifications } from '@/lib/notifications'
import { sessionStore } from '@/lib/session'
import { apiUrl, envelopeResponse } from '@/test/api'
import {
  delivery,
  endpointRow,
  GONE,
  MANAGE,
  ORDERS,
  renderWebhooks,
  sentTo,
  VIEW,
  WEBHOOK_SECRET,
} from '../webhook-test-kit'

afterEach(() => {
  sessionStore.clear()
  notifications.clear()
  Reflect.deleteProperty(navigator, 'clipboard')
})

const openMenu = (url: string) => {
  fireEvent.keyDown(screen.getByRole('button', { name: `Actions for ${url}` }), { key: 'Enter' })
  return screen.getByRole('menu')
}
/** The header's "Add endpoint" (an empty list offers a second one). */
const openAdd = async () =>
  fireEvent.click((await screen.findAllByRole('button', { name: 'Add endpoint' }))[0] as HTMLElement)
const choose = (url: string, item: string) =>
  fireEvent.click(within(openMenu(url)).getByRole('menuitem', { name: item }))

describe('the Webhooks section', () => {
  it('says there is no endpoint yet and what webhooks do, with no way to add one for a viewer', async () => {
    renderWebhooks(VIEW, [])
    expect(screen.getByRole('heading', { level: 2, name: 'Webhooks' })).toBeTruthy()
    expect(await screen.findByText('No webhook endpoints yet')).toBeTruthy()
    expect(screen.getByText(/push what happens in the console/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).toBeNull()
  })

  it('lists endpoints with their events and status in words, and offers a viewer only the log', async () => {
    const rotated = { ...ORDERS, previousSecretUntil: Date.now() + 3_600_000 }
    renderWebhooks(VIEW, [rotated, GONE])
    const orders = await endpointRow(ORDERS.url)
    expect(within(orders).getByText('ERP sync')).toBeTruthy()
    expect(within(orders).getByText('Profile downloaded')).toBeTruthy()
    expect(within(orders).getByText('Batch completed')).toBeTruthy()
    expect(within(orders).getByText('Enabled')).toBeTruthy()
    expect(within(orders).getByText(/^Old secret also signs until/)).toBeTruthy()
    const gone = await endpointRow(GONE.url)
    expect(within(gone).getByText('Disabled')).toBeTruthy()
    expect(within(gone).getByText('Disabled: the receiver answered 410 Gone')).toBeTruthy()
    expect(within(gone).getByText('--')).toBeTruthy()

    expect(within(gone).getByRole('button', { name: `Deliveries to ${GONE.url}` })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).toBeNull()
  })

  it('shows why the list could not be read, and asks again', async () => {
    let fail = true
    renderWebhooks(VIEW, [], {
      [apiUrl(endpoints.webhook.list)]: () =>
        fail
          ? envelopeResponse(null, { success: false, code: 10500, msg: 'Storage unavailable', status: 500 })
          : envelopeResponse({ list: [ORDERS] }),
    })
    expect(await screen.findByText('The webhook endpoints could not be read')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await endpointRow(ORDERS.url)).toBeTruthy()
  })

  it('says what is wrong with the form and sends nothing', async () => {
    const { fetch } = renderWebhooks(MANAGE, [])
    await openAdd()
    const form = screen.getByRole('dialog', { name: 'Add webhook endpoint' })
    fireEvent.change(within(form).getByRole('textbox', { name: 'URL' }), {
      target: { value: 'ftp://user:pw@example.com/hooks' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }))
    expect(await within(form).findByText(/^Enter an http or https URL such as/)).toBeTruthy()
    expect(within(form).getByText('Choose at least one event')).toBeTruthy()
    expect(within(form).getByRole('group', { name: 'Events' }).getAttribute('aria-invalid')).toBe('true')
    expect(sentTo(fetch, endpoints.webhook.add)).toEqual([])
  })

  it('puts a refusal of the URL under the URL', async () => {
    renderWebhooks(MANAGE, [], {
      [apiUrl(endpoints.webhook.add)]: () =>
        envelopeResponse(
          { fields: [{ path: 'json.url', message: 'This address points into a private network' }] },
          {
            success: false,
            code: ErrorCode.VALIDATION_FAILED,
            msg: 'Please check the information in the form',
          },
        ),
    })
    await openAdd()
    const form = screen.getByRole('dialog', { name: 'Add webhook endpoint' })
    const url = within(form).getByRole('textbox', { name: 'URL' })
    fireEvent.change(url, { target: { value: 'http://10.0.0.7/hooks' } })
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Select all' }))
    fireEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }))
    expect(await within(form).findByText('This address points into a private network')).toBeTruthy()
    expect(url.getAttribute('aria-invalid')).toBe('true')
  })

  it('adds an endpoint, shows its signing secret once with how to verify, and keeps no copy', async () => {
    const list = [GONE]
    const added = { ...ORDERS, status: 'PAUSED' as const }
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { fetch, queryClient } = renderWebhooks(MANAGE, list, {
      [apiUrl(endpoints.webhook.add)]: () => {
        list.push(added)
        return envelopeResponse({ endpoint: added, secret: WEBHOOK_SECRET })
      },
    })
    await openAdd()
    const form = screen.getByRole('dialog', { name: 'Add webhook endpoint' })
    fireEvent.change(within(form).getByRole('textbox', { name: 'URL' }), { target: { value: ORDERS.url } })
    fireEvent.change(within(form).getByRole('textbox', { name: 'Description (optional)' }), {
      target: { value: 'ERP sync' },
    })
    const all = within(form).getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Profile downloaded' }))
    await waitFor(() => expect(all.indeterminate).toBe(true))
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Batch completed' }))
    fireEvent.click(within(form).getByRole('switch', { name: 'Send events at once' }))
    fireEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }))

    const shown = await screen.findByRole('dialog', { name: `Endpoint ${ORDERS.url} added` })
    expect(sentTo(fetch, endpoints.webhook.add)).toEqual([
      {
        url: ORDERS.url,
        description: 'ERP sync',
        events: ['profile.downloaded', 'batch.completed'],
        enabled: false,
      },
    ])
    expect(within(shown).getByText(WEBHOOK_SECRET)).toBeTruthy()
    expect(within(shown).getByText(/shown once/)).toBeTruthy()
    expect(within(shown).getByText(/new Webhook\(secret\)\.verify\(body, headers\)/)).toBeTruthy()
    fireEvent.click(within(shown).getByRole('button', { name: 'Copy signing secret' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(WEBHOOK_SECRET))

    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(within(await endpointRow(ORDERS.url)).getByText('Paused')).toBeTruthy()
    expect(screen.queryByText(WEBHOOK_SECRET)).toBeNull()
    const cached = () =>
      JSON.stringify([
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.state.data),
        queryClient
          .getMutationCache()
          .getAll()
          .map((mutation) => mutation.state.data),
      ])
    await waitFor(() => expect(cached()).not.toContain(WEBHOOK_SECRET))
  })

  it('edits an endpoint with its values filled in', async () => {
    const { fetch } = renderWebhooks(MANAGE, [ORDERS], {
      [apiUrl(endpoints.webhook.update)]: (body) => envelopeResponse({ ...ORDERS, ...body }),
    })
    await endpointRow(ORDERS.url)
    choose(ORDERS.url, 'Edit')
    const form = screen.getByRole('dialog', { name: `Edit ${ORDERS.url}` })
    expect(
      (within(form).getByRole('checkbox', { name: 'Batch completed' }) as HTMLInputElement).checked,
    ).toBe(true)
    expect(within(form).queryByRole('switch')).toBeNull()
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Batch completed' }))
    fireEvent.change(within(form).getByRole('textbox', { name: 'URL' }), {
      target: { value: 'https://erp.example.com/v2/hooks' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sentTo(fetch, endpoints.webhook.update)).toEqual([
      {
        endpointId: ORDERS.endpointId,
        url: 'https://erp.example.com/v2/hooks',
        description: 'ERP sync',
        events: ['profile.downloaded'],
      },
    ])
  })

  it('pauses an enabled endpoint and enables a disabled one', async () => {
    const { fetch } = renderWebhooks(MANAGE, [ORDERS, GONE], {
      [apiUrl(endpoints.webhook.update)]: (body) => envelopeResponse({ ...ORDERS, ...body }),
    })
    await endpointRow(GONE.url)
    expect(within(openMenu(ORDERS.url)).queryByRole('menuitem', { name: 'Enable' })).toBeNull()
    fireEvent.click(screen.getByRole('menuitem', { name: 'Pause' }))
    await waitFor(() => expect(sentTo(fetch, endpoints.webhook.update)).toHaveLength(1))
    choose(GONE.url, 'Enable')
    await waitFor(() =>
      expect(sentTo(fetch, endpoints.webhook.update)).toEqual([
        { endpointId: ORDERS.endpointId, enabled: false },
        { endpointId: GONE.endpointId, enabled: true },
      ]),
    )
    expect(notifications.getSnapshot().map((n) => n.message)).toContain(`${GONE.url} enabled`)
  })

  it('rotates the secret after asking the grace period, and shows the new one', async () => {
    const { fetch } = renderWebhooks(MANAGE, [ORDERS], {
      [apiUrl(endpoints.webhook.rotate)]: () =>
        envelopeResponse({
          endpoint: { ...ORDERS, previousSecretUntil: Date.now() + 72 * 3_600_000 },
          secret: WEBHOOK_SECRET,
        }),
    })
    await endpointRow(ORDERS.url)
    choose(ORDERS.url, 'Rotate secret')
    const form = screen.getByRole('dialog', { name: `Rotate the signing secret of ${ORDERS.url}?` })
    const grace = within(form).getByRole('spinbutton', { name: 'Grace period in hours' })
    fireEvent.change(grace, { target: { value: '169' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Rotate secret' }))
    expect(await within(form).findByText('Enter a whole number of hours from 0 to 168')).toBeTruthy()
    fireEvent.change(grace, { target: { value: '72' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Rotate secret' }))

    const shown = await screen.findByRole('dialog', { name: `New signing secret for ${ORDERS.url}` })
    expect(within(shown).getByText(WEBHOOK_SECRET)).toBeTruthy()
    expect(within(shown).getByText(/also signed with the old secret/)).toBeTruthy()
    expect(sentTo(fetch, endpoints.webhook.rotate)).toEqual([
      { endpointId: ORDERS.endpointId, graceHours: 72 },
    ])
  })

  it('deletes after a confirmation naming the URL', async () => {
    const list = [ORDERS, GONE]
    const { fetch } = renderWebhooks(MANAGE, list, {
      [apiUrl(endpoints.webhook.remove)]: () => {
        list.shift()
        return envelopeResponse(null)
      },
    })
    await endpointRow(ORDERS.url)
    choose(ORDERS.url, 'Delete')
    const confirm = screen.getByRole('alertdialog', { name: `Delete ${ORDERS.url}?` })
    expect(within(confirm).getByText(/stops sending events to https:\/\/erp\.example\.com/)).toBeTruthy()
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete endpoint' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(sentTo(fetch, endpoints.webhook.remove)).toEqual([{ endpointId: ORDERS.endpointId }])
    expect(screen.queryByText(ORDERS.url)).toBeNull()
    expect(notifications.getSnapshot().map((n) => n.message)).toContain(`Endpoint ${ORDERS.url} deleted`)
  })

  it('sends a test event and opens the log, where its delivery shows', async () => {
    const test = delivery('d_test', { eventType: 'webhook.test', status: 'PENDING', attempts: [] })
    const log: ReturnType<typeof delivery>[] = []
    const { fetch } = renderWebhooks(MANAGE, [ORDERS], {
      [apiUrl(endpoints.webhook.test)]: () => {
        log.unshift(test)
        return envelopeResponse(test)
      },
      [apiUrl(endpoints.webhook.deliveries)]: () => envelopeResponse({ list: log, next: null }),
    })
    await endpointRow(ORDERS.url)
    choose(ORDERS.url, 'Send test event')
    const dialog = await screen.findByRole('dialog', { name: `Deliveries to ${ORDERS.url}` })
    const table = within(dialog).getByRole('table', { name: `Deliveries to ${ORDERS.url}` })
    const row = (await within(table).findByText('webhook.test')).closest('tr') as HTMLElement
    expect(within(row).getByText('Pending')).toBeTruthy()
    expect(sentTo(fetch, endpoints.webhook.test)).toEqual([{ endpointId: ORDERS.endpointId }])
    expect(notifications.getSnapshot().map((n) => n.message)).toContain(`Test event sent to ${ORDERS.url}`)
  })
})
