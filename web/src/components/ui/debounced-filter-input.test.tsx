import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DebouncedFilterInput, FILTER_DEBOUNCE_MS } from './debounced-filter-input'

/** A filter of digits, as the fleet's ICCID filter is. */
const isValid = (value: string) => /^\d*$/.test(value)

/** The field with its value held as the URL would hold it; `reset` is an outside change (Clear filters). */
function Harness({ onCommit }: { onCommit: (value: string) => void }) {
  const [value, setValue] = useState('')
  return (
    <>
      <DebouncedFilterInput
        id="iccid"
        label="ICCID"
        value={value}
        isValid={isValid}
        invalidMessage="Use digits only"
        onCommit={(next) => {
          onCommit(next)
          setValue(next)
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        reset
      </button>
    </>
  )
}

const field = () => screen.getByRole('textbox', { name: 'ICCID' })
const type = (text: string) => fireEvent.change(field(), { target: { value: text } })
const settle = () => act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS))

describe('DebouncedFilterInput', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('sends the text once typing settles, trimmed, and only once', () => {
    const onCommit = vi.fn()
    render(<Harness onCommit={onCommit} />)
    type('8')
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS / 2))
    type(' 894 ')
    expect(onCommit).not.toHaveBeenCalled()
    settle()
    expect(onCommit).toHaveBeenCalledTimes(1)
    expect(onCommit).toHaveBeenLastCalledWith('894')
    settle()
    expect(onCommit).toHaveBeenCalledTimes(1)
    // What the user typed stays as typed while the URL catches up.
    expect(field()).toHaveProperty('value', ' 894 ')
  })

  it('never sends an invalid text and says why', () => {
    const onCommit = vi.fn()
    render(<Harness onCommit={onCommit} />)
    type('89a')
    settle()
    expect(onCommit).not.toHaveBeenCalled()
    expect(screen.getByText('Use digits only')).toBeDefined()
    expect(field().getAttribute('aria-invalid')).toBe('true')
  })

  it('shows an outside change of the value and does not send the old text again', () => {
    const onCommit = vi.fn()
    render(<Harness onCommit={onCommit} />)
    type('8944')
    settle()
    expect(onCommit).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'reset' }))
    expect(field()).toHaveProperty('value', '')
    settle()
    settle()
    expect(onCommit).toHaveBeenCalledTimes(1)
  })

  it('sends an empty text to clear the filter', () => {
    const onCommit = vi.fn()
    render(<Harness onCommit={onCommit} />)
    type('89')
    settle()
    type('')
    settle()
    expect(onCommit).toHaveBeenLastCalledWith('')
  })

  it('sends what was typed at once when the field is left or goes away (a closed sheet)', () => {
    const onCommit = vi.fn()
    const { unmount } = render(<Harness onCommit={onCommit} />)
    type('894')
    fireEvent.blur(field())
    expect(onCommit).toHaveBeenCalledTimes(1)
    expect(onCommit).toHaveBeenLastCalledWith('894')
    type('8944')
    unmount()
    expect(onCommit).toHaveBeenCalledTimes(2)
    expect(onCommit).toHaveBeenLastCalledWith('8944')
  })
})
