import { ErrorCode, eidCheckDigits } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { envelopeResponse, stubFetch } from '@/test/api'
import { BlockDialog } from './block-dialog'

const FIRST30 = '890490320000000000000000000456'
const EID = `${FIRST30}${eidCheckDigits(FIRST30)}`

function openDialog() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <BlockDialog defaultKind="EID" />
    </QueryClientProvider>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Block' }))
  return screen.getByRole('dialog', { name: 'Block an identifier' })
}

const fill = (dialog: HTMLElement, value: string, reason = 'Stolen device') => {
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Value' }), { target: { value } })
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: reason } })
}
const send = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }))

describe('BlockDialog', () => {
  it('checks the value by the chosen kind’s rule and sends nothing until it is right', async () => {
    const fetch = stubFetch(() => {
      throw new Error('nothing should be sent')
    })
    const dialog = openDialog()
    fill(dialog, EID)
    fireEvent.click(within(dialog).getByRole('radio', { name: 'IMEI' }))
    send(dialog)
    expect(await within(dialog).findByText('Invalid IMEI: use 15 digits')).toBeTruthy()
    fill(dialog, '490154203237519', '')
    send(dialog)
    expect(
      await within(dialog).findByText('Invalid IMEI: the last digit is not its Luhn check digit'),
    ).toBeTruthy()
    expect(within(dialog).getByText('Required')).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('shows under the value that it is already blocked', async () => {
    const message = `EID ${EID} is already on the block list`
    const fetch = stubFetch(() =>
      envelopeResponse(null, { success: false, code: ErrorCode.CONFLICT, msg: message, status: 409 }),
    )
    const dialog = openDialog()
    fill(dialog, EID)
    send(dialog)
    expect(await within(dialog).findByText(message)).toBeTruthy()
    expect(within(dialog).getByRole('textbox', { name: 'Value' }).getAttribute('aria-invalid')).toBe('true')
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      kind: 'EID',
      value: EID,
      reason: 'Stolen device',
    })
  })
})
