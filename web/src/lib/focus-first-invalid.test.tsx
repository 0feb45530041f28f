import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { submitOf } from './focus-first-invalid'

const required = { required: 'Required' }

/** Two fields that register in the opposite order to the one the page shows them in (as a later section can). */
function TwoFields({ onValid }: { onValid: () => void }) {
  const form = useForm<{ first: string; second: string }>({ defaultValues: { first: '', second: '' } })
  const second = form.register('second', required)
  const first = form.register('first', required)
  const { errors } = form.formState
  return (
    <form noValidate onSubmit={submitOf(form)(onValid)}>
      <FormField id="first" label="First" error={errors.first?.message}>
        {(field) => <Input {...field} {...first} />}
      </FormField>
      <FormField id="second" label="Second" error={errors.second?.message}>
        {(field) => <Input {...field} {...second} />}
      </FormField>
      <button type="submit">Save</button>
    </form>
  )
}

afterEach(() => vi.restoreAllMocks())

describe('submitOf', () => {
  it('scrolls to and focuses the first bad field in the order shown, not the order registered', async () => {
    const scrolled = vi.fn()
    Element.prototype.scrollIntoView = scrolled
    const onValid = vi.fn()
    render(<TwoFields onValid={onValid} />)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First')))
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' })
    expect(scrolled.mock.contexts.at(-1)).toBe(screen.getByLabelText('First'))
    expect(onValid).not.toHaveBeenCalled()

    // Only the second in error: it is the one focused.
    fireEvent.change(screen.getByLabelText('First'), { target: { value: 'x' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Second')))
  })

  it("keeps the first field in the order shown when a frame comes before the form library's late focus", async () => {
    // react-hook-form focuses the first field it registered, at once and again a task later. A frame may
    // come in between (jsdom's frames tick on an interval that is already running when anything else asked
    // for one, at any phase): here every frame comes as soon as the current task ends, before that task.
    vi.stubGlobal('requestAnimationFrame', (step: FrameRequestCallback) =>
      setImmediate(() => step(performance.now())),
    )
    Element.prototype.scrollIntoView = vi.fn()
    render(<TwoFields onValid={vi.fn()} />)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2))
    // Both late focuses (the form library's and ours) have run by the next two tasks.
    for (let task = 0; task < 3; task++) await new Promise((resolve) => setTimeout(resolve))
    expect(document.activeElement).toBe(screen.getByLabelText('First'))
  })
})
