import { DEFAULT_FLEET_COLUMNS, FLEET_COLUMNS } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { isDefaultColumns, parseColumnConfig, serializeColumnConfig, toggleColumn } from './column-config'

describe('parseColumnConfig', () => {
  it('gives the default columns when nothing was saved or the config cannot be read', () => {
    expect(parseColumnConfig(undefined)).toEqual(DEFAULT_FLEET_COLUMNS)
    expect(parseColumnConfig('not json')).toEqual(DEFAULT_FLEET_COLUMNS)
    expect(parseColumnConfig('{"cols":["imsi"]}')).toEqual(DEFAULT_FLEET_COLUMNS)
    expect(parseColumnConfig('{"columns":"imsi"}')).toEqual(DEFAULT_FLEET_COLUMNS)
    expect(parseColumnConfig('null')).toEqual(DEFAULT_FLEET_COLUMNS)
  })

  it('keeps the saved columns in the fleet’s order, with the ICCID always first', () => {
    expect(parseColumnConfig('{"columns":["status","msisdn"]}')).toEqual(['iccid', 'msisdn', 'status'])
    expect(parseColumnConfig('{"columns":["createdAt","iccid","iccid"]}')).toEqual(['iccid', 'createdAt'])
  })

  it('ignores names the fleet does not know, and non-strings', () => {
    expect(parseColumnConfig('{"columns":["imsi","ki","opc",42,null,"IMSI"]}')).toEqual(['iccid', 'imsi'])
  })

  it('falls back to the default when no known column is left', () => {
    expect(parseColumnConfig('{"columns":["ki","secret"]}')).toEqual(DEFAULT_FLEET_COLUMNS)
    expect(parseColumnConfig('{"columns":[]}')).toEqual(DEFAULT_FLEET_COLUMNS)
  })

  it('reads back what it saves', () => {
    const columns = toggleColumn(DEFAULT_FLEET_COLUMNS, 'msisdn', true)
    expect(parseColumnConfig(serializeColumnConfig(columns))).toEqual(columns)
    expect(parseColumnConfig(serializeColumnConfig([...FLEET_COLUMNS]))).toEqual(FLEET_COLUMNS)
  })
})

describe('toggleColumn', () => {
  it('shows and hides a column', () => {
    expect(toggleColumn(['iccid', 'imsi'], 'eid', true)).toEqual(['iccid', 'imsi', 'eid'])
    expect(toggleColumn(['iccid', 'imsi', 'eid'], 'imsi', false)).toEqual(['iccid', 'eid'])
    expect(toggleColumn(['iccid', 'imsi'], 'imsi', true)).toEqual(['iccid', 'imsi'])
  })

  it('never hides the ICCID', () => {
    expect(toggleColumn(['iccid', 'imsi'], 'iccid', false)).toEqual(['iccid', 'imsi'])
  })
})

describe('serializeColumnConfig', () => {
  it('writes the behaviour config’s JSON with the ICCID in it', () => {
    expect(JSON.parse(serializeColumnConfig(['status', 'imsi']))).toEqual({
      columns: ['iccid', 'imsi', 'status'],
    })
  })
})

describe('isDefaultColumns', () => {
  it('tells the default set from another, whatever the order', () => {
    expect(isDefaultColumns(DEFAULT_FLEET_COLUMNS)).toBe(true)
    expect(isDefaultColumns([...DEFAULT_FLEET_COLUMNS].reverse())).toBe(true)
    expect(isDefaultColumns(toggleColumn(DEFAULT_FLEET_COLUMNS, 'imsi', false))).toBe(false)
  })
})
