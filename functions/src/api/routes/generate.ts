import { createRoute } from '@hono/zod-openapi'
import {
  batchCodeSchema,
  batchListRequestSchema,
  batchSchema,
  batchStartedSchema,
  EnterprisePermission,
  generateBatchFieldsSchema,
  generateOpenBatchRequestSchema,
  generateSingleRequestSchema,
  generateSingleResponseSchema,
  outputKeySchema,
  pageSchema,
  platformKeySchema,
  regenerateRequestSchema,
  regenerateResponseSchema,
} from '@simlessly/shared'
import { z } from 'zod'
import { getBatch, listBatches } from '../../domain/generation/batch-queries.ts'
import { generateSingle, startOpenBatch, startUploadBatch } from '../../domain/generation/generate.ts'
import { ensurePlatformKey, getOutputKey, setOutputKey } from '../../domain/generation/pgp.ts'
import { regenerate as regenerateProfiles } from '../../domain/generation/regenerate.ts'
import { INPUT_TEMPLATE_CSV } from '../../domain/generation/rows.ts'
import { ok } from '../envelope.ts'
import { actorOf, signedIn } from '../guard.ts'
import { createRouter, jsonBody, okResponse } from '../openapi.ts'

/** AC generation (`profile/generateac`, Generate_Ac_View) and its batches (also Generate_AC_Log_View). */
const generateAccess = signedIn([EnterprisePermission.Generate_Ac_View])
const batchAccess = signedIn([
  EnterprisePermission.Generate_Ac_View,
  EnterprisePermission.Generate_AC_Log_View,
])
const tags = ['AC generation']

const single = createRoute({
  method: 'post',
  path: '/ac/generate',
  tags,
  summary: 'Generate one AC now: the AC, its install links and its QR code',
  ...generateAccess,
  request: jsonBody(generateSingleRequestSchema),
  responses: okResponse(generateSingleResponseSchema, 'Generated'),
})
const byBatch = createRoute({
  method: 'post',
  path: '/ac/generateByBatch',
  tags,
  summary:
    'Start a batch from a CSV or XLSX file (multipart: file, fileType, configId, formats, encryptOutput)',
  ...generateAccess,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: generateBatchFieldsSchema.extend({
            file: z
              .instanceof(File, { message: 'Choose a CSV or XLSX file' })
              .meta({ type: 'string', format: 'binary' }),
          }),
        },
      },
    },
  },
  responses: okResponse(batchStartedSchema, 'Started; follow it with /batch/info'),
})
const openBatch = createRoute({
  method: 'post',
  path: '/ac/generateOpenBatch',
  tags,
  summary: 'Start an open batch: sequential ICCIDs and IMSIs, random Ki and OPc, outputs PGP-encrypted',
  ...generateAccess,
  request: jsonBody(generateOpenBatchRequestSchema),
  responses: okResponse(batchStartedSchema, 'Started'),
})
const platformKey = createRoute({
  method: 'get',
  path: '/ac/platformKey',
  tags,
  summary: 'The platform PGP public key to encrypt input files to',
  ...generateAccess,
  responses: okResponse(platformKeySchema, 'The armored key'),
})
const outputKey = createRoute({
  method: 'get',
  path: '/ac/outputKey',
  tags,
  summary: "The enterprise's PGP public key for encrypted outputs, if uploaded",
  ...generateAccess,
  responses: okResponse(outputKeySchema.nullable(), 'The key, or null'),
})
const setKey = createRoute({
  method: 'post',
  path: '/ac/outputKey',
  tags,
  summary: "Upload the enterprise's PGP public key for encrypted outputs",
  ...generateAccess,
  request: jsonBody(z.object({ publicKey: z.string().min(1).max(20_000) })),
  responses: okResponse(outputKeySchema, 'Stored'),
})
const template = createRoute({
  method: 'get',
  path: '/ac/template',
  tags,
  summary: 'The CSV template of batch input files',
  ...generateAccess,
  responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } } },
})
const regenerate = createRoute({
  method: 'post',
  path: '/ac/regenerate',
  tags,
  summary: "New ACs (new matching ids) for existing profiles, within their configuration's max re-downloads",
  ...generateAccess,
  request: jsonBody(regenerateRequestSchema),
  responses: okResponse(regenerateResponseSchema, 'The new ACs, or the reason per ICCID'),
})
const info = createRoute({
  method: 'post',
  path: '/batch/info',
  tags,
  summary: 'A batch: progress, counts and download links',
  ...batchAccess,
  request: jsonBody(batchCodeSchema),
  responses: okResponse(batchSchema, 'The batch'),
})
const list = createRoute({
  method: 'post',
  path: '/batch/list',
  tags,
  summary: 'Batches of the enterprise, newest first (Generate AC logs)',
  ...batchAccess,
  request: jsonBody(batchListRequestSchema),
  responses: okResponse(pageSchema(batchSchema), 'A page'),
})

export const generateRoutes = createRouter()
  .openapi(single, async (c) => {
    const { configId, confirmationCode, ...profile } = c.req.valid('json')
    return c.json(
      ok(await generateSingle(c.var.ctx, { ...actorOf(c), configId, confirmationCode, profile })),
      200,
    )
  })
  .openapi(byBatch, async (c) => {
    const { file, ...fields } = c.req.valid('form')
    const bytes = new Uint8Array(await file.arrayBuffer())
    return c.json(ok(await startUploadBatch(c.var.ctx, { ...actorOf(c), ...fields, file: bytes })), 200)
  })
  .openapi(openBatch, async (c) =>
    c.json(ok(await startOpenBatch(c.var.ctx, { ...actorOf(c), ...c.req.valid('json') })), 200),
  )
  .openapi(regenerate, async (c) =>
    c.json(ok(await regenerateProfiles(c.var.ctx, { ...actorOf(c), ...c.req.valid('json') })), 200),
  )
  .openapi(platformKey, async (c) => c.json(ok(await ensurePlatformKey(c.var.ctx)), 200))
  .openapi(outputKey, async (c) => c.json(ok(await getOutputKey(c.var.ctx, actorOf(c).enterpriseId)), 200))
  .openapi(setKey, async (c) =>
    c.json(ok(await setOutputKey(c.var.ctx, actorOf(c).enterpriseId, c.req.valid('json').publicKey)), 200),
  )
  .openapi(template, (c) =>
    c.body(INPUT_TEMPLATE_CSV, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="ac-batch-template.csv"',
    }),
  )
  .openapi(info, async (c) =>
    c.json(
      ok(await getBatch(c.var.ctx, { enterpriseId: actorOf(c).enterpriseId, ...c.req.valid('json') })),
      200,
    ),
  )
  .openapi(list, async (c) =>
    c.json(
      ok(await listBatches(c.var.ctx, { enterpriseId: actorOf(c).enterpriseId, ...c.req.valid('json') })),
      200,
    ),
  )
