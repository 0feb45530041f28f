import { API_EXAMPLES } from '@simlessly/shared/api-examples'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SigningGuide } from './signing-guide'

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard')
})

const example = (id: string) => {
  const found = API_EXAMPLES.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`No ${id} example`)
  return found
}

describe('the signing guide', () => {
  it('links to the public API reference in a new tab, and says so to screen readers', () => {
    render(<SigningGuide />)
    const link = screen.getByRole('link', { name: 'Public API reference (opens in a new tab)' })
    expect(link.getAttribute('href')).toBe('/api/public/docs')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
  })

  it('shows the curl, Node.js and Python examples as tabs, each the text of its file', () => {
    render(<SigningGuide />)
    const tabs = within(screen.getByRole('tablist', { name: 'Example language' })).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['curl', 'Node.js', 'Python'])
    expect(screen.getByRole('tab', { name: 'curl' }).getAttribute('aria-selected')).toBe('true')
    const shown = () => screen.getByRole('tabpanel').querySelector('pre code')?.textContent
    expect(shown()).toBe(example('curl').text)

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Python' }))
    expect(screen.getByRole('tab', { name: 'Python' }).getAttribute('aria-selected')).toBe('true')
    expect(shown()).toBe(example('python').text)
    expect(within(screen.getByRole('tabpanel')).getByText('signed-request.py')).toBeTruthy()

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Node.js' }))
    expect(shown()).toBe(example('node').text)
    expect(screen.getByText(new RegExp(`SIMLESSLY_URL set to ${window.location.origin}`))).toBeTruthy()
  })

  it('copies the example of the tab shown', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    render(<SigningGuide />)
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Python' }))
    fireEvent.click(screen.getByRole('button', { name: 'Copy the Python example' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(example('python').text))
  })
})
