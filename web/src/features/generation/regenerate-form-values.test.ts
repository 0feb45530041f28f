import { withLuhn } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { REGENERATE_MAX, regenerateFormResolver } from './regenerate-form-values'

const A = withLuhn('894447860000495882')
const B = withLuhn('894447860000495883')

const resolve = (iccids: string) =>
  regenerateFormResolver({ iccids }, undefined, { fields: {}, shouldUseNativeValidation: false })

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
