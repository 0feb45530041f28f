import { describe, expect, it } from 'vitest'
import { weekChange } from './week-change'

describe('the change against the previous 7 days', () => {
  it('is a whole percentage up or down', () => {
    expect(weekChange(112, 100)).toEqual({ kind: 'up', percent: 12 })
    expect(weekChange(50, 200)).toEqual({ kind: 'down', percent: 75 })
    expect(weekChange(300, 100)).toEqual({ kind: 'up', percent: 200 })
  })

  it('never reads 0 % for a real change, and says when nothing moved', () => {
    expect(weekChange(1001, 1000)).toEqual({ kind: 'up', percent: 1 })
    expect(weekChange(40, 40)).toEqual({ kind: 'same' })
  })

  it('has no percentage when the previous 7 days had none', () => {
    expect(weekChange(5, 0)).toEqual({ kind: 'new' })
    expect(weekChange(0, 0)).toEqual({ kind: 'none' })
  })
})
