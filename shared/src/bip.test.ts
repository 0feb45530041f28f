import { describe, expect, it } from 'vitest'
import { bipCommandSpecSchema, decodeBipCommand, encodeBipCommand } from './bip.ts'

describe('the BIP command payload', () => {
  it('encodes each command as TLV hex and reads it back', () => {
    expect(encodeBipCommand({ type: 'RECYCLE' })).toBe('800101')
    const interval = { type: 'UPDATE_PARAMETER', parameter: 'CHECK_IN_INTERVAL', value: '60' } as const
    expect(encodeBipCommand(interval)).toBe('80010281010182023630')
    expect(decodeBipCommand('80010281010182023630')).toEqual(interval)
    const host = { type: 'UPDATE_PARAMETER', parameter: 'BIP_SERVER', value: 'b'.repeat(130) } as const
    const long = encodeBipCommand(host)
    expect(long.slice(12, 18)).toBe('828182')
    expect(decodeBipCommand(long)).toEqual(host)
    expect(() => decodeBipCommand('800109')).toThrow('Not a BIP command payload')
  })

  it('refuses a check-in interval outside 10 to 86400 whole seconds', () => {
    const interval = (value: string) =>
      bipCommandSpecSchema.safeParse({ type: 'UPDATE_PARAMETER', parameter: 'CHECK_IN_INTERVAL', value })
        .success
    expect([interval('10'), interval('86400'), interval('9'), interval('1.5'), interval('soon')]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ])
  })
})
