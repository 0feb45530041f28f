import { ErrorCode } from '@simlessly/shared'
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-error'
import { notifications } from '@/lib/notifications'
import { Button } from './button'
import { ConfirmMutationDialog } from './confirm-mutation-dialog'

afterEach(() => notifications.clear())

const refusal = (msg: string) =>
  new ApiError({ kind: 'server', code: ErrorCode.VALIDATION_FAILED, msg, requestId: 'r1', status: 400 })

/** "Extend Acme's trial": the action answers by `answer`, each call in turn. */
function Extend({ answer, retryable }: { answer: (days: number) => Promise<number>; retryable?: boolean }) {
  const extend = useMutation({ mutationFn: answer })
  return (
    <ConfirmMutationDialog
      mutation={extend}
      variables={7}
      doneMessage={(end) => `Extended to day ${end}`}
      retryable={retryable}
      trigger={<Button>Extend</Button>}
      title="Extend Acme's trial by 7 days?"
      description="It ends a week later."
      confirmLabel="Extend trial"
    />
  )
}

function renderExtend(answer: (days: number) => Promise<number>, retryable?: boolean) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <Extend answer={answer} retryable={retryable} />
    </QueryClientProvider>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Extend' }))
  return screen.getByRole('alertdialog', { name: "Extend Acme's trial by 7 days?" })
}

describe('a confirmation that runs a mutation', () => {
  it('runs it with its variables, then closes and says it is done', async () => {
    const answer = vi.fn(async (days: number) => days + 30)
    const dialog = renderExtend(answer)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend trial' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(answer.mock.calls[0]?.[0]).toBe(7)
    expect(notifications.getSnapshot().map((item) => item.message)).toEqual(['Extended to day 37'])
  })

  it("keeps a refusal in view in the refusal's own words, and opens clean again", async () => {
    const dialog = renderExtend(() => Promise.reject(refusal('Up to 90 days')))
    const confirm = within(dialog).getByRole('button', { name: 'Extend trial' })
    fireEvent.click(confirm)
    expect(await within(dialog).findByText('Up to 90 days')).toBeTruthy()
    // A retry would be refused the same: Confirm waits for the dialog to be opened again.
    expect(confirm.hasAttribute('disabled')).toBe(true)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())

    fireEvent.click(screen.getByRole('button', { name: 'Extend' }))
    const again = screen.getByRole('alertdialog')
    expect(within(again).queryByText('Up to 90 days')).toBeNull()
    expect(within(again).getByRole('button', { name: 'Extend trial' }).hasAttribute('disabled')).toBe(false)
    expect(notifications.getSnapshot()).toEqual([])
  })

  it('lets a refusal that a retry may change be confirmed again', async () => {
    const answer = vi.fn().mockRejectedValueOnce(refusal('Busy, try again')).mockResolvedValueOnce(40)
    const dialog = renderExtend(answer, true)
    const confirm = within(dialog).getByRole('button', { name: 'Extend trial' })
    fireEvent.click(confirm)
    expect(await within(dialog).findByText('Busy, try again')).toBeTruthy()
    expect(confirm.hasAttribute('disabled')).toBe(false)
    fireEvent.click(confirm)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(notifications.getSnapshot().map((item) => item.message)).toEqual(['Extended to day 40'])
  })
})
