import {
  BATCH_UPLOAD_MAX_BODY_BYTES,
  batchStartedSchema,
  generateBatchFieldsSchema,
  generateOpenBatchRequestSchema,
  generateRowsBatchRequestSchema,
  generateSingleRequestSchema,
  generateSingleResponseSchema,
  outputKeyInputSchema,
  outputKeySchema,
  platformKeySchema,
  ROWS_BATCH_MAX,
  regenerateRequestSchema,
  regenerateResponseSchema,
} from '../batch.ts'
import {
  batchUploadRequestSchema,
  batchUploadSchema,
  generateUploadedBatchRequestSchema,
} from '../batch-upload.ts'
import { anyOf, get, post, resource } from '../endpoint.ts'
import { EnterprisePermission as P } from '../permissions.ts'

const generate = anyOf(P.Generate_Ac_View)

/** AC generation (`profile/generateac`): one AC now, batches from a file or from ranges, new ACs again. */
export const generationEndpoints = resource('/v1/ac', 'AC generation', {
  single: post('/generate', {
    summary: 'Generate one AC now: the AC, its install links and its QR code',
    access: anyOf(P.Ac_Generate),
    keyAccess: true,
    body: generateSingleRequestSchema,
    response: generateSingleResponseSchema,
  }),
  uploadUrl: post('/uploadUrl', {
    summary:
      'A link to upload a batch file (CSV or XLSX, up to 20 MB) straight to storage: PUT the file to `url` ' +
      'with `headers` within 15 minutes, then start the batch with `upload` (generateByUpload)',
    access: anyOf(P.Ac_Generate),
    keyAccess: true,
    body: batchUploadRequestSchema,
    response: batchUploadSchema,
  }),
  uploadedBatch: post('/generateByUpload', {
    summary: 'Start a batch from a file uploaded with uploadUrl, within the hour (once per upload)',
    access: anyOf(P.Ac_Generate),
    keyAccess: true,
    body: generateUploadedBatchRequestSchema,
    response: batchStartedSchema,
  }),
  uploadBatch: post('/generateByBatch', {
    summary:
      'Start a batch from a CSV or XLSX file of up to 4 MB sent in the request (multipart: file, fileType, ' +
      'configId, formats, encryptOutput); larger files go through uploadUrl',
    access: anyOf(P.Ac_Generate),
    keyAccess: true,
    form: generateBatchFieldsSchema,
    upload: { field: 'file', message: 'Choose a CSV or XLSX file' },
    maxBodyBytes: BATCH_UPLOAD_MAX_BODY_BYTES,
    response: batchStartedSchema,
  }),
  rowsBatch: post('/generateByRows', {
    summary: `Start a batch from up to ${ROWS_BATCH_MAX.toLocaleString('en')} rows sent as JSON (the template's columns)`,
    access: anyOf(P.Ac_Generate),
    keyAccess: true,
    body: generateRowsBatchRequestSchema,
    response: batchStartedSchema,
  }),
  openBatch: post('/generateOpenBatch', {
    summary: 'Start an open batch: sequential ICCIDs and IMSIs, random Ki and OPc, outputs PGP-encrypted',
    access: anyOf(P.Ac_Generate),
    body: generateOpenBatchRequestSchema,
    response: batchStartedSchema,
  }),
  regenerate: post('/regenerate', {
    summary:
      "New ACs (new matching ids) for existing profiles, within their configuration's max re-downloads",
    access: anyOf(P.Ac_Generate),
    body: regenerateRequestSchema,
    response: regenerateResponseSchema,
  }),
  platformKey: get('/platformKey', {
    summary: 'The platform PGP public key to encrypt input files to',
    access: generate,
    response: platformKeySchema,
  }),
  outputKey: get('/outputKey', {
    summary: "The enterprise's PGP public key for encrypted outputs, if uploaded",
    access: generate,
    response: outputKeySchema.nullable(),
  }),
  saveOutputKey: post('/outputKey', {
    summary: "Upload the enterprise's PGP public key for encrypted outputs",
    access: anyOf(P.Generation_Settings_Manage),
    body: outputKeyInputSchema,
    response: outputKeySchema,
  }),
  template: get('/template', {
    summary: 'The CSV template of batch input files',
    access: generate,
    file: { contentType: 'text/csv; charset=utf-8', filename: 'ac-batch-template.csv' },
  }),
})
