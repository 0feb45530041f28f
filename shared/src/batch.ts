import { z } from 'zod'
import { isHex } from './esim/digits.ts'
import { eidError, iccidError, imsiError, withLuhn } from './esim/identifiers.ts'
import { fromTo, lengthIs } from './length-messages.ts'

/** AC generation (single, batch and open batch) and the batches it runs. */
export const BATCH_TYPES = [
  'GENERATE_AC',
  'BATCH_GENERATE',
  'RE_GENERATE',
  'SINGLE_GENERATE',
  'OPEN_BATCH_GENERATE',
] as const
export type BatchType = (typeof BATCH_TYPES)[number]
export const BATCH_PROCESSES = ['PROCESSING', 'COMPLETE'] as const
export const AC_FORMATS = ['STRING', 'PICTURE', 'AC_LINK'] as const
export type AcFormat = (typeof AC_FORMATS)[number]
/** File type of an uploaded input: plaintext (0) or PGP ciphertext (1). */
export const FILE_TYPES = { PLAINTEXT: 0, PGP: 1 } as const

/** Limits shown in the file hints and enforced on upload. */
export const BATCH_LIMITS = {
  maxRecords: 50_000,
  maxBytes: 20 * 1024 * 1024,
  formats: ['.csv', '.xlsx'],
} as const
/**
 * The largest file a multipart request may carry (the public API's signed upload, `generateByBatch`). A
 * Lambda request carries at most 6 MB, in which API Gateway sends a multipart body base64-encoded (4 bytes
 * for 3): 4 MB leaves room for the rest of the event. Larger files, up to BATCH_LIMITS.maxBytes, go
 * straight to storage (`batch-upload.ts`), as the console sends every file.
 */
export const BATCH_MULTIPART_MAX_BYTES = 4 * 1024 * 1024
/** The largest multipart batch upload request: its file at the limit plus room for the form's fields. */
export const BATCH_UPLOAD_MAX_BODY_BYTES = BATCH_MULTIPART_MAX_BYTES + 64 * 1024
export const OPEN_BATCH_MAX = 50_000
export const INPUT_COLUMNS = ['iccid', 'imsi', 'ki', 'opc', 'op', 'msisdn', 'eid'] as const

const invalid = (name: string) => `Invalid ${name}`
const check = (fn: (v: string) => string | null) => (v: string, ctx: z.RefinementCtx) => {
  const error = fn(v)
  if (error) ctx.addIssue({ code: 'custom', message: error })
}
/** Hex of one of the lengths in bytes; a key of one length only says so as the product's length rule. */
const hexKey = (name: string, ...bytes: number[]) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .superRefine((v, ctx) => {
      if (bytes.some((n) => isHex(v, n))) return
      const [only] = bytes
      const message =
        only !== undefined && bytes.length === 1 && v.length !== only * 2
          ? lengthIs(only * 2)
          : `${invalid(name)}: use ${bytes.map((n) => n * 2).join(' or ')} hex digits`
      ctx.addIssue({ code: 'custom', message })
    })

/** One profile's data, as typed in the single form or read from a row of an uploaded file. */
export const profileInputSchema = z
  .object({
    iccid: z.string().trim().superRefine(check(iccidError)),
    imsi: z.string().trim().superRefine(check(imsiError)),
    ki: hexKey('Ki', 16, 32),
    opc: hexKey('OPc', 16).optional(),
    op: hexKey('OP', 16).optional(),
    msisdn: z
      .string()
      .trim()
      .regex(/^\+?\d{5,15}$/, invalid('MSISDN'))
      .optional(),
    eid: z.string().trim().superRefine(check(eidError)).optional(),
  })
  .refine((v) => v.opc || v.op, { message: 'Required: OPc or OP', path: ['opc'] })
export type ProfileInput = z.infer<typeof profileInputSchema>

const formats = z
  .union([z.array(z.enum(AC_FORMATS)), z.string()])
  .transform((v) => (Array.isArray(v) ? v : v.split(',').map((s) => s.trim().toUpperCase())))
  .pipe(z.array(z.enum(AC_FORMATS)).min(1, 'Choose at least one output format'))
  .transform((v) => [...new Set(v)])

export const generateSingleRequestSchema = profileInputSchema.and(
  z.object({
    configId: z.string().min(1),
    confirmationCode: z
      .string()
      .min(4, { message: fromTo(4, 8), abort: true })
      .max(8, { message: fromTo(4, 8), abort: true })
      .regex(/^\d+$/, `${invalid('confirmation code')}: use digits`)
      .optional(),
  }),
)
export const generateSingleResponseSchema = z.object({
  batchCode: z.string(),
  iccid: z.string(),
  /** The AC as the console hands it out: `LPA:1$<SM-DP+>$<matching id>`, what its QR code holds. */
  ac: z.string(),
  acLink: z.string(),
  acLinkAndroid: z.string(),
  /** The QR code as a PNG data URL; it decodes to `ac`. */
  qr: z.string(),
  /** HPLMN_MISMATCH_MESSAGE when the IMSI does not start with the configuration's HPLMN. */
  warnings: z.array(z.string()),
})

export const generateBatchFieldsSchema = z.object({
  configId: z.string().min(1, 'Required'),
  fileType: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])),
  formats,
  /** Encrypt every output file to the enterprise's uploaded PGP public key. */
  encryptOutput: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .default(false),
})

/** Rows one call of the public API may send as JSON; more go in further calls, or in a file. */
export const ROWS_BATCH_MAX = 1_000

/**
 * A row sent as JSON: the template's columns, as text. Each is checked as a file's row is, in the batch, so
 * a bad row is reported in its error file with every reason while the good rows go through.
 */
export const batchRowSchema = z
  .object(Object.fromEntries(INPUT_COLUMNS.map((column) => [column, z.string().max(64).optional()])))
  .strict()

export const generateRowsBatchRequestSchema = z.object({
  configId: z.string().min(1, 'Required'),
  formats,
  /** Encrypt every output file to the enterprise's uploaded PGP public key. */
  encryptOutput: z.boolean().default(false),
  rows: z
    .array(batchRowSchema)
    .min(1, 'Send at least one row')
    .max(
      ROWS_BATCH_MAX,
      `Send at most ${ROWS_BATCH_MAX.toLocaleString('en')} rows per call; send more in further calls, or upload a file`,
    ),
})

const ICCID_START = /^89\d{16}$/
type RangeIssue = { path: 'iccidStart' | 'imsiStart'; message: string }

/**
 * An open batch numbers its profiles on from the starts, so the whole range must stay what the console's
 * own rules accept: the last ICCID (start + quantity - 1, then its Luhn digit) still 19 digits starting 89,
 * and the last IMSI as many digits as the start (14 or 15, as every row's IMSI). Answers the issues, by
 * field, each naming the last identifier the range would reach.
 */
export function openBatchRangeIssues(range: {
  quantity: number
  iccidStart: string
  imsiStart: string
}): RangeIssue[] {
  const { quantity, iccidStart, imsiStart } = range
  if (!Number.isInteger(quantity) || quantity < 1) return []
  const last = (start: string) => String(BigInt(start) + BigInt(quantity - 1)).padStart(start.length, '0')
  const issues: RangeIssue[] = []
  if (ICCID_START.test(iccidStart) && !ICCID_START.test(last(iccidStart))) {
    const lastIccid = withLuhn(last(iccidStart))
    const why = lastIccid.startsWith('89') ? 'is longer than 19 digits' : 'no longer starts with 89'
    issues.push({
      path: 'iccidStart',
      message: `${invalid('ICCID start')}: ${quantity} ICCIDs from it end at ${lastIccid}, which ${why}; lower the start or the quantity`,
    })
  }
  if (imsiError(imsiStart) === null && last(imsiStart).length > imsiStart.length) {
    issues.push({
      path: 'imsiStart',
      message: `${invalid('IMSI start')}: ${quantity} IMSIs from it end at ${last(imsiStart)}, which is longer than its ${imsiStart.length} digits; lower the start or the quantity`,
    })
  }
  return issues
}

export const generateOpenBatchRequestSchema = z
  .object({
    configId: z.string().min(1, 'Required'),
    quantity: z.number().int().min(1).max(OPEN_BATCH_MAX, `Up to ${OPEN_BATCH_MAX} profiles per batch`),
    /** The first ICCID without its Luhn digit (18 digits starting 89); the platform appends Luhn digits. */
    iccidStart: z
      .string()
      .trim()
      .regex(ICCID_START, `${invalid('ICCID start')}: use 18 digits starting 89`),
    /** The first IMSI, as long as every IMSI of the configuration's network: the rows' own rule. */
    imsiStart: z
      .string()
      .trim()
      .superRefine(check((v) => imsiError(v, 'IMSI start'))),
    formats,
  })
  .superRefine((request, ctx) => {
    for (const issue of openBatchRangeIssues(request)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message })
    }
  })

export const batchCodeSchema = z.object({ batchCode: z.string().min(1).max(64) })

/** A batch's detail; `withParts` adds a running batch's finished chunks' links (`parts`). */
export const batchInfoRequestSchema = batchCodeSchema.extend({
  withParts: z
    .boolean()
    .default(false)
    .meta({ description: "With the finished chunks' download links while the batch runs" }),
})

export const batchSchema = z.object({
  batchCode: z.string(),
  type: z.enum(BATCH_TYPES),
  configId: z.string(),
  configName: z.string(),
  formats: z.array(z.enum(AC_FORMATS)),
  process: z.enum(BATCH_PROCESSES),
  total: z.number().int(),
  success: z.number().int(),
  failed: z.number().int(),
  encrypted: z.boolean(),
  createdAt: z.number(),
  completedAt: z.number().optional(),
  /** Why a batch stopped short (a chunk that kept failing), when it did. */
  problem: z.string().optional(),
  /**
   * Presigned links: `csv` (the ACs), `zip` (QR pictures), `errors` (failed rows, each with all its
   * reasons), `warnings` (rows generated with a warning: an IMSI outside the configuration's HPLMN). Null
   * when withheld: the caller lacks Ac_Download, and sees the batch's progress and counts without its files.
   */
  downloads: z
    .object({
      csv: z.string().optional(),
      zip: z.string().optional(),
      errors: z.string().optional(),
      warnings: z.string().optional(),
    })
    .nullable()
    .meta({ description: 'Presigned links to the files; null: withheld, the caller lacks Ac_Download' }),
  /**
   * While the batch runs, each finished chunk's own files (its ACs with the header, its QR pictures), as
   * presigned links, in the order of the rows: the first results can be downloaded before the last rows
   * are done. Only on a batch's own detail, to a caller holding Ac_Download, for batches whose files are
   * not PGP-encrypted (an encrypted batch's files exist only once it completes), when asked (`withParts`).
   */
  parts: z
    .array(
      z.object({
        chunk: z.number().int(),
        success: z.number().int(),
        failed: z.number().int(),
        csv: z.string(),
        zip: z.string().optional(),
      }),
    )
    .optional()
    .meta({ description: "Finished chunks' download links while the batch runs" }),
})
export type Batch = z.infer<typeof batchSchema>
export type BatchPart = NonNullable<Batch['parts']>[number]

export const batchListRequestSchema = z.object({
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
  type: z.enum(BATCH_TYPES).optional(),
})

/** Re-generate: new matching ids (new ACs) for existing profiles of the enterprise. */
export const regenerateRequestSchema = z.object({
  iccids: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{18,20}$/, 'Invalid ICCID'),
    )
    .min(1, 'Required')
    .max(1000, 'Up to 1000 ICCIDs'),
})
export const regenerateResponseSchema = z.object({
  batchCode: z.string(),
  results: z.array(
    z.union([
      /** The new AC, `LPA:` included as everywhere the console hands one out. */
      z.object({ iccid: z.string(), ok: z.literal(true), ac: z.string() }),
      z.object({ iccid: z.string(), ok: z.literal(false), reason: z.string() }),
    ]),
  ),
})

export const batchStartedSchema = z.object({ batchCode: z.string() })
/** The platform's PGP public key, to encrypt input files to. */
export const platformKeySchema = z.object({ publicKey: z.string() })
/** The enterprise's PGP public key for encrypted outputs (what is shown of it). */
/** The enterprise's PGP public key (ASCII armored) that encrypted outputs are encrypted to. */
export const outputKeyInputSchema = z.object({ publicKey: z.string().min(1).max(20_000) })
export const outputKeySchema = z.object({ fingerprint: z.string(), userIds: z.array(z.string()) })
