import { describe, expect, it } from 'vitest'
import { rangeSchema, reportRequestSchema } from './insight.ts'
import { DAY_FORMAT_MESSAGE, DAY_MISSING_MESSAGE, RANGE_INVERTED_MESSAGE } from './messages.ts'

const issues = (schema: typeof rangeSchema | typeof reportRequestSchema, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)

describe('a range of days', () => {
  it.each([rangeSchema, reportRequestSchema])(
    'says what is wrong with each date, once, and never throws',
    (schema) => {
      expect(issues(schema, { from: '', to: '' })).toEqual(['from: Required', 'to: Required'])
      expect(issues(schema, {})).toEqual(['from: Required', 'to: Required'])
      expect(issues(schema, { from: 'x', to: 'y' })).toEqual([
        `from: ${DAY_FORMAT_MESSAGE}`,
        `to: ${DAY_FORMAT_MESSAGE}`,
      ])
      expect(issues(schema, { from: '2026-02-30', to: '2026-13-01' })).toEqual([
        `from: ${DAY_MISSING_MESSAGE}`,
        `to: ${DAY_MISSING_MESSAGE}`,
      ])
      expect(issues(schema, { from: '2026-03-01', to: '' })).toEqual(['to: Required'])
      expect(issues(schema, { from: '2026-03-02', to: '2026-03-01' })).toEqual([
        `to: ${RANGE_INVERTED_MESSAGE}`,
      ])
      expect(issues(schema, { from: ' 2026-03-01 ', to: '2026-03-01' })).toBeUndefined()
    },
  )
})
