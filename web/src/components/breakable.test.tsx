import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Breakable } from './breakable'

describe('Breakable', () => {
  it('offers a break after the @, dots and hyphens of an address, and nowhere inside a word', () => {
    const { container } = render(<Breakable text="ada.lovelace@analytical-engines.example" />)
    const span = container.firstElementChild
    expect(span?.textContent).toBe('ada.lovelace@analytical-engines.example')
    expect(span?.innerHTML.split('<wbr>')).toEqual([
      'ada.',
      'lovelace@',
      'analytical-',
      'engines.',
      'example',
    ])
  })
})
