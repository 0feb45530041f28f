import { describe, expect, it } from 'vitest'
import { acText, formatActivationCode, installLinks, parseActivationCode } from './activation-code.ts'

describe('activation codes', () => {
  it('formats the canonical example and reads it back', () => {
    const ac = {
      smdpAddress: 'SMDP.GSMA.COM',
      matchingId: '04386-AGYFT-A74Y8-3F815',
      oid: '1.3.6.1.4.1.31746',
    }
    const text = formatActivationCode(ac)
    expect(text).toBe('1$SMDP.GSMA.COM$04386-AGYFT-A74Y8-3F815$1.3.6.1.4.1.31746')
    expect(parseActivationCode(`LPA:${text}`)).toEqual(ac)
  })

  it('keeps the OID field empty before the confirmation flag and never ends on an empty field', () => {
    const flagged = {
      smdpAddress: 'SMDP.EXAMPLE.COM',
      matchingId: '04386-AGYFT-A74Y8-3F815',
      confirmationCodeRequired: true,
    }
    expect(formatActivationCode(flagged)).toBe('1$SMDP.EXAMPLE.COM$04386-AGYFT-A74Y8-3F815$$1')
    expect(formatActivationCode({ smdpAddress: 'smdp.example.com', matchingId: 'ABC-1' })).toBe(
      '1$smdp.example.com$ABC-1',
    )
  })

  it('builds an AC with a lower-case matching id as given, which LPAs accept', () => {
    expect(formatActivationCode({ smdpAddress: 'SMDP.EXAMPLE.COM', matchingId: 'abc-12x' })).toBe(
      '1$SMDP.EXAMPLE.COM$abc-12x',
    )
  })

  it('refuses a matching id an LPA would not take, a bad address and a stray $', () => {
    expect(() => formatActivationCode({ smdpAddress: 'smdp.example.com', matchingId: 'a_b' })).toThrow(
      /matching id/,
    )
    expect(() => formatActivationCode({ smdpAddress: 'smdp.example.com', matchingId: 'A$1' })).toThrow(
      /matching id/,
    )
    expect(() => formatActivationCode({ smdpAddress: 'not an address', matchingId: 'ABC' })).toThrow(
      /SM-DP\+/,
    )
    expect(parseActivationCode('2$smdp.example.com$ABC')).toBeNull()
  })

  it.each([
    [
      'an empty matching id with an OID',
      '1$SMDP.GSMA.COM$$1.3.6.1.4.1.31746',
      { smdpAddress: 'SMDP.GSMA.COM', matchingId: '', oid: '1.3.6.1.4.1.31746' },
    ],
    [
      'a lower-case lpa: prefix',
      'lpa:1$SMDP.EXAMPLE.COM$04386-AGYFT-A74Y8-3F815',
      { smdpAddress: 'SMDP.EXAMPLE.COM', matchingId: '04386-AGYFT-A74Y8-3F815' },
    ],
    [
      'a lower-case matching id, kept as given',
      'LPA:1$smdp.example.com$kl14xa-8c7rly',
      { smdpAddress: 'smdp.example.com', matchingId: 'kl14xa-8c7rly' },
    ],
    [
      'a sixth field (SGP.22 v3: the CI public key indicator), ignored',
      '1$a.b$C$1.2$1$extra',
      { smdpAddress: 'a.b', matchingId: 'C', oid: '1.2', confirmationCodeRequired: true },
    ],
    [
      'the flag without an OID',
      '1$SMDP.EXAMPLE.COM$04386-AGYFT-A74Y8-3F815$$1',
      {
        smdpAddress: 'SMDP.EXAMPLE.COM',
        matchingId: '04386-AGYFT-A74Y8-3F815',
        confirmationCodeRequired: true,
      },
    ],
  ])('reads %s as the LPAs do', (_case, text, ac) => {
    expect(parseActivationCode(text)).toEqual(ac)
  })

  it('refuses what no LPA reads: no matching id field, no address, another format', () => {
    for (const text of [
      '1$SMDP.EXAMPLE.COM',
      '1$$ABC',
      'LPA:1$',
      '2$SMDP.EXAMPLE.COM$ABC',
      '1$not an address$ABC',
      '1$SMDP.EXAMPLE.COM$A_B',
      'xyz14390lojij',
      '',
    ]) {
      expect([text, parseActivationCode(text)]).toEqual([text, null])
    }
  })

  it('hands the AC out as one text, LPA: and the AC, which the QR and the install links carry', () => {
    const ac = '1$smdp.example.com$ABC-123'
    expect(acText(ac)).toBe('LPA:1$smdp.example.com$ABC-123')
    // Already handed out (any case of the prefix), it stays the same text.
    for (const text of [acText(ac), `lpa:${ac}`, ` LPA:${ac}\n`]) expect(acText(text)).toBe(acText(ac))
    const { ios, android } = installLinks(ac)
    expect(ios.startsWith('https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=')).toBe(true)
    const carddata = (link: string) => decodeURIComponent(link.split('carddata=')[1] ?? '')
    expect(carddata(ios)).toBe(acText(ac))
    expect(carddata(android)).toBe(acText(ac))
  })
})
