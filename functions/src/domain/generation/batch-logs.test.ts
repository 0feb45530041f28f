import { endpoints, type ProfileLogEntry } from '@simlessly/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../../test/api.ts'
import { waiting } from '../../../test/budget.ts'
import { generationWorld, profileRows, toCsv, upload, waitForBatch } from '../../../test/generation.ts'
import type { ApiApp } from '../../api/app.ts'
import type { AppContext } from '../../context.ts'
import { LOG_GROUP_ICCID } from '../../entities/profile-logs.ts'

/**
 * A batch writes one GENERATED Profile log entry per group of profiles it stores, not one per profile; the
 * Profile logs, a profile's filtered log and its detail page still show one entry per profile.
 */
let ctx: AppContext
let app: ApiApp
let token: string
let enterpriseId: string
let configId: string

beforeAll(async () => {
  ;({ ctx, app, token, enterpriseId, configId } = await generationWorld())
})

/** 130 rows, three chunks of the pipeline: more than `waitForBatch`'s default allows. */
const LONG_BATCH_WAIT_MS = 150_000

type Page = { list: ProfileLogEntry[]; total: number }
const obj = async <T>(
  endpoint: (typeof endpoints.log)['profile'] | typeof endpoints.fleet.info,
  body: unknown,
) => {
  const answer = await call(app, endpoint, { token, body })
  expect(answer.body.msg).toBe('success')
  return answer.body.obj as T
}

describe('the GENERATED entries of a batch', () => {
  it(
    'are stored one per group of profiles and shown one per profile, in the log, filtered and in the detail',
    async () => {
      const rows = profileRows(130)
      const started = await upload(app, token, { file: toCsv(rows), configId })
      const batchCode = started.obj?.batchCode ?? ''
      expect(await waitForBatch(app, token, batchCode, LONG_BATCH_WAIT_MS)).toMatchObject({ success: 130 })

      // Stored: a few entries (a chunk of 50 and one of 80: one transaction each), listing every ICCID once.
      const { data } = await ctx.entities.profileLog.query.byEnterprise({ enterpriseId }).go({ pages: 'all' })
      const stored = data.filter((e) => e.action === 'GENERATED')
      expect(stored.length).toBeLessThanOrEqual(4)
      expect(stored.every((e) => e.iccid === LOG_GROUP_ICCID && e.detail === `Batch ${batchCode}`)).toBe(true)
      const listed = stored.flatMap((e) => e.iccids ?? [])
      expect([...listed].sort()).toEqual(rows.map((r) => r.iccid).sort())

      // Shown: one entry per profile, page after page, with ids of their own, the total counted per profile.
      const shown: ProfileLogEntry[] = []
      for (let pageNum = 1; shown.length < 130; pageNum++) {
        const page = await obj<Page>(endpoints.log.profile, { pageNum, pageSize: 40 })
        expect(page.total).toBe(130)
        if (page.list.length === 0) break
        shown.push(...page.list)
      }
      expect(shown.map((e) => e.iccid).sort()).toEqual(rows.map((r) => r.iccid).sort())
      expect(new Set(shown.map((e) => e.logId)).size).toBe(130)
      expect(shown.every((e) => e.action === 'GENERATED' && e.after === 'RELEASED')).toBe(true)
      const generated = await obj<Page>(endpoints.log.profile, {
        action: 'GENERATED',
        pageNum: 4,
        pageSize: 40,
      })
      expect([generated.total, generated.list.length]).toEqual([130, 10])

      // A profile's own log and its detail page hold its GENERATED entry, as the whole log shows it.
      const iccid = rows[77]?.iccid ?? ''
      const inLog = shown.find((e) => e.iccid === iccid)
      const own = await obj<Page>(endpoints.log.profile, { iccid, pageNum: 1, pageSize: 10 })
      expect(own.list).toEqual([inLog])
      const none = await obj<Page>(endpoints.log.profile, {
        iccid,
        action: 'NOTES',
        pageNum: 1,
        pageSize: 10,
      })
      expect(none.list).toEqual([])
      const detail = await obj<{ history: ProfileLogEntry[] }>(endpoints.fleet.info, { iccid })
      expect(detail.history).toEqual([inLog])
    },
    waiting(LONG_BATCH_WAIT_MS),
  )
})
