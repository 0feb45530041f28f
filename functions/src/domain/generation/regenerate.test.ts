import { endpoints } from '@simlessly/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../../test/api.ts'
import { createConfig, generationWorld, profileRows } from '../../../test/generation.ts'
import type { ApiApp } from '../../api/app.ts'

let app: ApiApp
let token: string

beforeAll(async () => {
  ;({ app, token } = await generationWorld({ config: false }))
})

type Result = { iccid: string; ok: boolean; ac?: string; reason?: string }

describe('re-generate', () => {
  it('gives a new AC within the max re-downloads of the configuration, then refuses', async () => {
    const configId = await createConfig(app, token, { maxRedownloads: 1 })
    const [row] = profileRows(1)
    const single = await call(app, endpoints.generation.single, { token, body: { configId, ...row } })
    const firstAc = (single.body.obj as { ac: string }).ac

    const again = await call(app, endpoints.generation.regenerate, {
      token,
      body: { iccids: [row?.iccid, '8901000000000000000'] },
    })
    const [renewed, unknown] = (again.body.obj as { results: Result[] }).results
    expect(renewed).toMatchObject({ iccid: row?.iccid, ok: true })
    expect(renewed?.ac).not.toBe(firstAc)
    expect(unknown).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not a profile of this enterprise/),
    })

    const third = await call(app, endpoints.generation.regenerate, { token, body: { iccids: [row?.iccid] } })
    expect((third.body.obj as { results: Result[] }).results[0]).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/reached the 1 re-downloads/),
    })

    const batchCode = (again.body.obj as { batchCode: string }).batchCode
    const batch = await call(app, endpoints.batch.info, { token, body: { batchCode } })
    expect(batch.body.obj).toMatchObject({ type: 'RE_GENERATE', total: 2, success: 1, failed: 1 })
  })
})

describe('re-generate across configurations', () => {
  it("holds each profile to its own configuration's limit", async () => {
    const strict = await createConfig(app, token, { maxRedownloads: 0 })
    const lenient = await createConfig(app, token, { maxRedownloads: 2 })
    const [a, b] = profileRows(2)
    await call(app, endpoints.generation.single, { token, body: { configId: strict, ...a } })
    await call(app, endpoints.generation.single, { token, body: { configId: lenient, ...b } })
    const answer = await call(app, endpoints.generation.regenerate, {
      token,
      body: { iccids: [a?.iccid, b?.iccid] },
    })
    const results = (answer.body.obj as { results: Result[] }).results
    expect(results).toEqual([
      expect.objectContaining({
        iccid: a?.iccid,
        ok: false,
        reason: expect.stringMatching(/reached the 0 re-downloads/),
      }),
      expect.objectContaining({ iccid: b?.iccid, ok: true }),
    ])
  })
})
