import { describe, expect, it } from 'vitest'
import { DENSITY, PAGE_SIZE } from './preferences'

describe('the density module (preferences.density)', () => {
  it('reads compact only when compact was saved; anything else is comfortable', () => {
    expect(DENSITY.parse(DENSITY.serialize('compact'))).toBe('compact')
    expect(DENSITY.parse(DENSITY.serialize('comfortable'))).toBe('comfortable')
    expect(DENSITY.parse(undefined)).toBe('comfortable')
    expect(DENSITY.parse('not json')).toBe('comfortable')
    expect(DENSITY.parse('{"density":"tiny"}')).toBe('comfortable')
    expect(DENSITY.name).toBe('preferences.density')
  })
})

describe('the page size module (preferences.pageSize)', () => {
  it('keeps a size per list and round-trips through its JSON', () => {
    const sizes = { '/profile/fleet': 50, '/team/member': 20 }
    expect(PAGE_SIZE.serialize(sizes)).toBe('{"sizes":{"/profile/fleet":50,"/team/member":20}}')
    expect(PAGE_SIZE.parse(PAGE_SIZE.serialize(sizes))).toEqual(sizes)
    expect(PAGE_SIZE.name).toBe('preferences.pageSize')
  })

  it('drops sizes it cannot use and reads nothing saved as no choice', () => {
    const saved = '{"sizes":{"/a":0,"/b":2.5,"/c":"20","/d":1000,"/e":100}}'
    expect(PAGE_SIZE.parse(saved)).toEqual({ '/e': 100 })
    expect(PAGE_SIZE.parse(undefined)).toEqual({})
    expect(PAGE_SIZE.parse('[1,2]')).toEqual({})
    expect(PAGE_SIZE.parse('{"sizes":null}')).toEqual({})
  })
})
