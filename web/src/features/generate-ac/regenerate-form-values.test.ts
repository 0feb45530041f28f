import { regenerateRequestSchema, withLuhn } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { parseIccidList, REGENERATE_MAX, regenerateFormResolver } from './regenerate-form-values'

const A = withLuhn('894447860000495882')
const B = withLuhn('894447860000495883')
const C = '89860468152080349618'

const resolve = (iccids: string) =>
  regenerateFormResolver({ iccids }, undefined, { fields: {}, shouldUseNativeValidation: false })

describe('reading the pasted ICCIDs', () => {
  it('takes one per line, or separated by commas, semicolons, spaces or tabs, skipping blank lines', () => {
    expect(parseIccidList(`${A}\n${B}\n${C}`).valid).toEqual([A, B, C])
    expect(parseIccidList(`${A}, ${B},${C}`).valid).toEqual([A, B, C])
    expect(parseIccidList(`  ${A}\t${B}; ${C}  `).valid).toEqual([A, B, C])
    expect(parseIccidList(`\r\n${A}\r\n\r\n${B}\r\n`).valid).toEqual([A, B])
    expect(parseIccidList('')).toEqual({ distinct: [], valid: [], invalid: [], duplicates: 0 })
    expect(parseIccidList(' \n , \n').distinct).toEqual([])
  })

  it('removes repeats, keeps the order first typed and counts what it removed', () => {
    const list = parseIccidList(`${B}\n${A}, ${B}\n${A}\n${B}`)
    expect(list.valid).toEqual([B, A])
    expect(list.duplicates).toBe(3)
  })

  it('checks each one with the shared rule (18 to 20 digits) and lists the bad ones with their lines', () => {
    const list = parseIccidList(
      `${A}\n12345\n${'8'.repeat(18)}, 89ABC${'0'.repeat(14)}\n${'8'.repeat(21)}\n\n12345`,
    )
    expect(list.valid).toEqual([A, '8'.repeat(18)])
    expect(list.invalid).toEqual([
      { value: '12345', lines: [2, 6] },
      { value: `89ABC${'0'.repeat(14)}`, lines: [3] },
      { value: '8'.repeat(21), lines: [4] },
    ])
    // The repeat of a bad value is counted once among the bad ones, and once among the repeats.
    expect(list.duplicates).toBe(1)
    for (const { value } of list.invalid) {
      expect(regenerateRequestSchema.safeParse({ iccids: [value] }).success).toBe(false)
    }
  })

  it('names a line once even when a value is on it twice', () => {
    expect(parseIccidList('123 123\n123').invalid).toEqual([{ value: '123', lines: [1, 2] }])
  })
})

describe('the re-generate form', () => {
  it('submits the distinct ICCIDs as the API takes them', async () => {
    const result = await resolve(`${A}\n${B}, ${A}`)
    expect(result.errors).toEqual({})
    expect(result.values).toEqual({ iccids: [A, B] })
  })

  it('says Required for an empty list and refuses any bad value', async () => {
    expect((await resolve(' \n ')).errors.iccids?.message).toBe('Required')
    expect((await resolve(`${A}\n12345`)).errors.iccids?.message).toBe('Invalid ICCID')
  })

  it('takes up to the schema’s limit of distinct ICCIDs, repeats not counted', async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `89${String(i).padStart(17, '0')}`)
    expect((await resolve(many(REGENERATE_MAX).join('\n'))).errors).toEqual({})
    expect((await resolve([...many(REGENERATE_MAX), ...many(5)].join('\n'))).errors).toEqual({})
    expect((await resolve(many(REGENERATE_MAX + 1).join('\n'))).errors.iccids?.message).toBe(
      `Up to ${REGENERATE_MAX} ICCIDs`,
    )
  })
})
