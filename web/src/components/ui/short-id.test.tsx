import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { shortId } from '@/lib/short-id'
import { ShortId } from './short-id'

const ULID = '01JDZ8Q5V3K7M2N4P6R8T0W2Y4'

describe('ShortId', () => {
  it('shows the last 8 characters, the full id in the title, and copies the full id', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    render(<ShortId id={ULID} copyable />)
    const text = screen.getByText('R8T0W2Y4')
    expect(text.getAttribute('title')).toBe(ULID)
    fireEvent.click(screen.getByRole('button', { name: `Copy the full id ${ULID}` }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(ULID))
    expect(await screen.findByRole('button', { name: `Copied ${ULID}` })).toBeTruthy()
  })

  it('leaves a short id as it is', () => {
    expect(shortId('ABC')).toBe('ABC')
    expect(shortId(ULID)).toHaveLength(8)
    expect(ULID.endsWith(shortId(ULID))).toBe(true)
  })
})
