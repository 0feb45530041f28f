import { EID_PUSH_LIMIT_MESSAGE, ErrorCode, eidCheckDigits, endpoints, withLuhn } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiUrl, envelopeResponse, stubFetch } from '@/test/api'
import { type PushAvailability, pushAvailability } from '../usage'
import { PushForm } from './push-form'

const ICCID = withLuhn('894400000000000012')
const FIRST30 = '890490320000000000000000000123'
const EID = `${FIRST30}${eidCheckDigits(FIRST30)}`
const WRONG_EID = `${FIRST30}${String((Number(eidCheckDigits(FIRST30)) + 1) % 100).padStart(2, '0')}`
const ALLOWED = pushAvailability({ used: 0, limit: 10, allowed: true })

function renderForm(availability: PushAvailability = ALLOWED, iccid = ICCID) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PushForm initialIccid={iccid} availability={availability} />
    </QueryClientProvider>,
  )
}

const eidField = () => screen.getByRole('textbox', { name: 'EID' })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Push to EID' }))
const confirmation = () =>
  screen.findByRole('alertdialog', { name: `Push the AC of ICCID ${ICCID} to EID ${EID}?` })
/** Submits the form and confirms the billed push in its dialog. */
async function submitAndConfirm() {
  submit()
  fireEvent.click(within(await confirmation()).getByRole('button', { name: 'Push and bill' }))
}

describe('PushForm', () => {
  it('fills in the ICCID it was given and checks the EID’s check digits before sending', async () => {
    const fetch = stubFetch(() => {
      throw new Error('nothing should be sent')
    })
    renderForm()
    expect(screen.getByRole('textbox', { name: 'ICCID' })).toHaveProperty('value', ICCID)
    fireEvent.change(eidField(), { target: { value: WRONG_EID } })
    submit()
    expect(await screen.findByText('Invalid EID: its check digits do not match')).toBeTruthy()
    expect(eidField().getAttribute('aria-invalid')).toBe('true')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('sends a valid push and says it was pushed', async () => {
    const fetch = stubFetch((_url, init) => {
      const body = JSON.parse(String(init.body))
      return envelopeResponse({
        pushId: 'p1',
        ...body,
        smdsAddress: 'lpa.ds.gsma.com',
        status: 'PUSHED',
        createdBy: 'me',
        createdAt: 1,
        updatedAt: 1,
      })
    })
    renderForm()
    fireEvent.change(eidField(), { target: { value: EID } })
    await submitAndConfirm()
    expect(await screen.findByText(new RegExp(`pushed to EID ${EID}`))).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe(apiUrl(endpoints.eidPush.push))
    expect(JSON.parse(String(init?.body))).toEqual({ iccid: ICCID, eid: EID })
    // Ready for the next device.
    expect(eidField()).toHaveProperty('value', '')
  })

  it('shows a refusal naming the block', async () => {
    const message = `EID ${EID} is on the block list (stolen)`
    stubFetch(() =>
      envelopeResponse(null, { success: false, code: ErrorCode.BLOCKED, msg: message, status: 403 }),
    )
    renderForm()
    fireEvent.change(eidField(), { target: { value: EID } })
    await submitAndConfirm()
    expect((await screen.findByRole('alert')).textContent).toContain(message)
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('asks first, naming the ICCID and the EID, that it is billed and how many pushes are left', async () => {
    const fetch = stubFetch(() => {
      throw new Error('nothing should be sent before the push is confirmed')
    })
    renderForm(pushAvailability({ used: 7, limit: 10, allowed: true }))
    fireEvent.change(eidField(), { target: { value: EID } })
    submit()
    const dialog = await confirmation()
    expect(dialog.textContent).toContain(
      "The push is billed and takes one of this account's 10 EID pushes, even if the device never downloads it.",
    )
    expect(dialog.textContent).toContain('3 pushes are left; 2 will be left after this one.')
    // Focus starts on Cancel, so Enter does not bill anything by accident; Escape closes it.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }))
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    submit()
    fireEvent.click(within(await confirmation()).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(fetch).not.toHaveBeenCalled()
    expect(eidField()).toHaveProperty('value', EID)
  })

  it('says when the push is the last one left', async () => {
    stubFetch(() => {
      throw new Error('not confirmed')
    })
    renderForm(pushAvailability({ used: 9, limit: 10, allowed: true }))
    fireEvent.change(eidField(), { target: { value: EID } })
    submit()
    expect((await confirmation()).textContent).toContain(
      'This is the last push left: none will be left after it.',
    )
  })

  it('is disabled while the account may not push', async () => {
    renderForm(pushAvailability({ used: 10, limit: 10, allowed: false, refusal: EID_PUSH_LIMIT_MESSAGE }))
    expect(screen.getByRole('button', { name: 'Push to EID' })).toHaveProperty('disabled', true)
    expect(eidField().matches(':disabled')).toBe(true)
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })
})
