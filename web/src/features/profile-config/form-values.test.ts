import { DEFAULT_ROTATION, type ProfileConfig, profileConfigInputSchema } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import {
  type ConfigFormValues,
  configFormPath,
  configFormResolver,
  copyName,
  emptyFormValues,
  textToRows,
  toConfigInput,
  toFormValues,
} from './form-values'

const saved: ProfileConfig = {
  configId: 'c1',
  createdAt: 1,
  updatedAt: 2,
  missing: [],
  name: 'Lab SIMs',
  profileName: 'Lab profile',
  smdpAddress: 'smdp.example.com',
  authAlgorithm: 'MILENAGE',
  rotation: DEFAULT_ROTATION,
  fiveGSa: true,
  hplmn: '310410',
  fplmn: ['45400', '26201'],
  rplmn: [],
  oplmn: ['310260', '310410'],
  oplmnInput: 'TEXT',
  plmn: undefined,
  pnn: [{ plmn: '310410', fullName: 'Lab Net', shortName: 'Lab' }],
  gid1: 'A1',
  gid2: undefined,
  smspNumber: '+14155550100',
  serviceProviderName: 'Lab',
  appletParameter: undefined,
  maxDownloadAttempts: 3,
  maxRedownloads: 1,
  applet: { subtype: 'IMS', impi: 'user@ims.example.com', impu: ['sip:a@ims.example.com', 'tel:+1415'] },
}

const resolve = (values: ConfigFormValues) =>
  configFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })

describe('PLMN lists', () => {
  it('sends OPLMN typed as rows as a list, blank rows left out', () => {
    const values = {
      ...emptyFormValues(),
      name: 'A',
      oplmnList: [{ value: '310410' }, { value: ' ' }, { value: '45400' }],
    }
    expect(toConfigInput(values)).toMatchObject({ oplmnInput: 'LIST', oplmn: ['310410', '45400'] })
  })

  it('sends OPLMN typed as text as the text, which the schema splits into the same list', () => {
    const values: ConfigFormValues = {
      ...emptyFormValues(),
      name: 'A',
      oplmnInput: 'TEXT',
      oplmnText: '310410,\n45400',
      oplmnList: [{ value: '99999' }],
    }
    const input = toConfigInput(values)
    expect(input).toMatchObject({ oplmnInput: 'TEXT', oplmn: '310410,\n45400' })
    expect(profileConfigInputSchema.parse(input).oplmn).toEqual(['310410', '45400'])
  })

  it('leaves empty lists and texts out, and shows saved lists back as text or rows', () => {
    const input = toConfigInput({ ...emptyFormValues(), name: 'A' })
    expect(input.fplmn).toBeUndefined()
    expect(input.oplmn).toEqual([])
    const values = toFormValues(saved)
    expect(values.fplmn).toBe('45400, 26201')
    expect(values.rplmn).toBe('')
    expect(values.oplmnInput).toBe('TEXT')
    expect(values.oplmnText).toBe('310260, 310410')
    expect(values.oplmnList).toEqual([{ value: '310260' }, { value: '310410' }])
  })

  it('turns text into rows when the toggle moves to LIST', () => {
    expect(textToRows('310410, 45400\n26201')).toEqual([
      { value: '310410' },
      { value: '45400' },
      { value: '26201' },
    ])
    expect(textToRows('  ')).toEqual([{ value: '' }])
  })
})

describe('applet subtypes', () => {
  const withApplet = (applet: Partial<ConfigFormValues['applet']>) =>
    toConfigInput({ ...emptyFormValues(), name: 'A', applet: { ...emptyFormValues().applet, ...applet } })
      .applet

  it('sends only the fields of the chosen subtype', () => {
    const typed = {
      bipServer: 'bip.example.com',
      certificateHash: 'ab'.repeat(20),
      packageName: 'com.example.app',
      aid: 'A000000151000000',
      c9: '8101',
      impi: 'user@ims',
      impu: [{ value: 'sip:a@ims' }, { value: '' }],
    }
    expect(withApplet({ ...typed, subtype: '' })).toBeUndefined()
    expect(withApplet({ ...typed, subtype: 'RECYCLE' })).toEqual({
      subtype: 'RECYCLE',
      bipServer: 'bip.example.com',
    })
    expect(withApplet({ ...typed, subtype: 'ARA' })).toEqual({
      subtype: 'ARA',
      certificateHash: 'ab'.repeat(20),
      packageName: 'com.example.app',
    })
    expect(withApplet({ ...typed, subtype: 'CUSTOMIZE' })).toEqual({
      subtype: 'CUSTOMIZE',
      aid: 'A000000151000000',
      c9: '8101',
    })
    expect(withApplet({ ...typed, subtype: 'IMS' })).toEqual({
      subtype: 'IMS',
      impi: 'user@ims',
      impu: ['sip:a@ims'],
    })
  })

  it('leaves optional applet fields out when blank', () => {
    expect(withApplet({ subtype: 'RECYCLE' })).toEqual({ subtype: 'RECYCLE', bipServer: undefined })
    expect(withApplet({ subtype: 'ARA', certificateHash: 'ab'.repeat(32) })).toEqual({
      subtype: 'ARA',
      certificateHash: 'ab'.repeat(32),
      packageName: undefined,
    })
  })

  it('shows a saved applet back in its subtype’s fields', () => {
    expect(toFormValues(saved).applet).toMatchObject({
      subtype: 'IMS',
      impi: 'user@ims.example.com',
      impu: [{ value: 'sip:a@ims.example.com' }, { value: 'tel:+1415' }],
      bipServer: '',
    })
  })
})

describe('round trip and operations', () => {
  it('gives back the saved configuration when nothing is changed', () => {
    const parsed = profileConfigInputSchema.parse(toConfigInput(toFormValues(saved)))
    const { configId, createdAt, updatedAt, missing, ...data } = saved
    expect(parsed).toEqual({ ...data, rplmn: undefined, plmn: undefined })
  })

  it('names a copy "Copy of <name>" within the length limit', () => {
    expect(toFormValues(saved, 'copy').name).toBe('Copy of Lab SIMs')
    expect(copyName('x'.repeat(64))).toHaveLength(64)
  })
})

describe('the form resolver', () => {
  it('puts the shared schema’s messages under the fields the user typed in', async () => {
    const values: ConfigFormValues = {
      ...emptyFormValues(),
      name: '',
      hplmn: '31',
      oplmnList: [{ value: '310410' }, { value: 'abc' }],
      applet: { ...emptyFormValues().applet, subtype: 'IMS', impi: '', impu: [{ value: '' }] },
    }
    const { errors } = await resolve(values)
    expect(errors.name?.message).toBe('Required')
    expect(errors.hplmn?.message).toMatch(/^Invalid HPLMN/)
    expect(errors.oplmnList?.message).toMatch(/^Invalid OPLMN: abc/)
    expect(errors.applet?.impi?.message).toBe('Required')
    expect(errors.applet?.impu?.message).toBe('Required')
  })

  it('hands the parsed request to the submit handler', async () => {
    const result = await resolve({ ...emptyFormValues(), name: ' Lab ', gid1: 'a1' })
    expect(result.errors).toEqual({})
    expect(result.values).toMatchObject({ name: 'Lab', gid1: 'A1', rotation: DEFAULT_ROTATION })
  })

  it('maps request paths onto form paths', () => {
    expect(configFormPath(['oplmn'], { oplmnInput: 'TEXT' })).toBe('oplmnText')
    expect(configFormPath(['applet', 'impu', 1], { oplmnInput: 'LIST' })).toBe('applet.impu.1.value')
    expect(configFormPath(['applet'], { oplmnInput: 'LIST' })).toBe('applet.subtype')
    expect(configFormPath(['pnn', 0, 'fullName'], { oplmnInput: 'LIST' })).toBe('pnn.0.fullName')
  })
})
