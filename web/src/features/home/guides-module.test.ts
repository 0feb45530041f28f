import { describe, expect, it } from 'vitest'
import { HOME_GUIDES } from './guides-module'

describe('the get-started card saved setting', () => {
  it('reads back what it wrote, and shows the card for nothing saved or a value it cannot read', () => {
    expect(HOME_GUIDES.parse(HOME_GUIDES.serialize({ dismissed: true }))).toEqual({ dismissed: true })
    expect(HOME_GUIDES.parse(undefined)).toEqual({ dismissed: false })
    expect(HOME_GUIDES.parse('not json')).toEqual({ dismissed: false })
    expect(HOME_GUIDES.parse('{"dismissed":"yes"}')).toEqual({ dismissed: false })
  })
})
