import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { Entity, type EntityItem } from 'electrodb'

/**
 * What is counted per hour, by a one-letter code: g ACs generated, d downloads, i installations, f failed
 * notifications, n notifications, e EID pushes, r recycles; on the platform's items also x enterprises
 * created, o orders paid and v their revenue (cents).
 */
export const STAT_CODES = ['g', 'd', 'i', 'f', 'n', 'e', 'r', 'x', 'o', 'v'] as const
export type StatCode = (typeof STAT_CODES)[number]
export const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'))

/** The attribute of a code's hour: `d13` is the downloads of 13:00-14:00 UTC. */
export const hourAttribute = (code: StatCode, hour: number) => `${code}${HOURS[hour]}`

const hourAttributes = Object.fromEntries(
  STAT_CODES.flatMap((code) => HOURS.map((hh) => [`${code}${hh}`, { type: 'number' as const }])),
) as Record<`${StatCode}${string}`, { type: 'number' }>

/** A code's count over the whole UTC day (`d`), moved with its hour's, so whole days read small. */
const dayAttributes = Object.fromEntries(
  STAT_CODES.map((code) => [code, { type: 'number' as const }]),
) as Record<StatCode, { type: 'number' }>

/**
 * Hourly statistics: one item per scope (an enterprise, or `platform`), kind, UTC day and key, holding a
 * count per code and UTC hour, and per code for the whole day, moved by atomic ADD in the same transaction
 * as the event it counts. Kinds:
 * `all` (key `all`), `config` and `group` (their id), `configGroup` (`<config>#<group>`), `failure` (the
 * SM-DP+'s reason), and on the platform's `tenant` (an enterprise's id) and `order` (`<plan>#<enterprise>`).
 * `configDay`, `groupDay` and `failureDay` are their breakdowns' twins with the day's counts alone.
 * Hours let any time zone's days be summed; the day twins let a range's totals read hour by hour
 * only the days a zone's midnight cuts.
 * Access pattern: one kind's items over a range of days (a query between two days); one key's items of a
 * kind over a range (the same query, filtered on the key).
 */
export function createStatEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'stat', version: '1', service: 'simlessly' },
      attributes: {
        scope: { type: 'string', required: true, readOnly: true },
        kind: { type: 'string', required: true, readOnly: true },
        day: { type: 'string', required: true, readOnly: true },
        key: { type: 'string', required: true, readOnly: true },
        ...hourAttributes,
        ...dayAttributes,
      },
      indexes: {
        byDay: {
          pk: { field: 'pk', composite: ['scope'] },
          sk: { field: 'sk', composite: ['kind', 'day', 'key'] },
        },
      },
    },
    { client, table },
  )
}

export type StatItem = EntityItem<ReturnType<typeof createStatEntity>>

/**
 * The enterprises whose owners get the monthly usage report: an item while it is on, with the last month
 * mailed, so the job claims each month once (a conditional set) however often it runs.
 * Access pattern: every item (the job on the first of the month), one by enterprise (the Reports screen).
 */
export function createReportMailEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'reportMail', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        lastMonth: { type: 'string' },
        since: { type: 'number', required: true },
      },
      indexes: {
        byEnterprise: {
          pk: { field: 'pk', composite: [] },
          sk: { field: 'sk', composite: ['enterpriseId'] },
        },
      },
    },
    { client, table },
  )
}
