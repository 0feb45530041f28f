import {
  AC_FORMATS,
  type AcFormat,
  BATCH_LIMITS,
  generateBatchFieldsSchema,
  generateOpenBatchRequestSchema,
  openBatchRangeIssues,
} from '@simlessly/shared'
import { z } from 'zod'
import { mappedResolver } from '@/lib/form'

const present = (value: string) => (value.trim() === '' ? undefined : value.trim())
const samePath = (path: readonly PropertyKey[]) => path.map(String).join('.') || 'root'

export type BatchFormValues = {
  configId: string
  file: File | null
  fileType: '0' | '1'
  formats: AcFormat[]
  encryptOutput: boolean
}

export const emptyBatchValues = (configId = ''): BatchFormValues => ({
  configId,
  file: null,
  fileType: '0',
  formats: [...AC_FORMATS],
  encryptOutput: false,
})

const extension = (name: string) => name.slice(name.lastIndexOf('.')).toLowerCase()

/**
 * The uploaded file, checked before it is sent as the server checks it after: a file, of a supported
 * kind, within the size limit. (The record limit needs the file read, so the server says that one.)
 */
const inputFileSchema = z
  .instanceof(File, { message: 'Choose a CSV or XLSX file' })
  .refine((file) => file.size > 0, 'The file is empty; use the template')
  .refine(
    (file) => file.size <= BATCH_LIMITS.maxBytes,
    `Up to ${BATCH_LIMITS.maxBytes / 1024 / 1024} MB per file`,
  )
  .refine(
    (file) => (BATCH_LIMITS.formats as readonly string[]).includes(extension(file.name)),
    `Use a ${BATCH_LIMITS.formats.join(' or ')} file`,
  )

export const batchRequestSchema = generateBatchFieldsSchema.extend({ file: inputFileSchema })

export function toBatchRequest(values: BatchFormValues) {
  return {
    configId: present(values.configId),
    file: values.file ?? undefined,
    fileType: values.fileType,
    formats: values.formats,
    encryptOutput: values.encryptOutput,
  }
}

export const batchFormResolver = mappedResolver(batchRequestSchema, toBatchRequest, samePath)

export type OpenBatchFormValues = {
  configId: string
  quantity: number
  iccidStart: string
  imsiStart: string
  formats: AcFormat[]
}

export const emptyOpenBatchValues = (configId = ''): OpenBatchFormValues => ({
  configId,
  quantity: 100,
  iccidStart: '',
  imsiStart: '',
  formats: [...AC_FORMATS],
})

export function toOpenBatchRequest(values: OpenBatchFormValues) {
  return {
    configId: present(values.configId),
    quantity: values.quantity,
    iccidStart: present(values.iccidStart),
    imsiStart: present(values.imsiStart),
    formats: values.formats,
  }
}

export const openBatchFormResolver = mappedResolver(
  generateOpenBatchRequestSchema,
  toOpenBatchRequest,
  samePath,
  // The range's check sees the whole request, so the schema runs it only once every field parses.
  (values) =>
    openBatchRangeIssues({
      quantity: values.quantity,
      iccidStart: values.iccidStart.trim(),
      imsiStart: values.imsiStart.trim(),
    }),
)
