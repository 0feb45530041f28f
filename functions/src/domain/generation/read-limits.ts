import { BATCH_LIMITS } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'

const MiB = 1024 * 1024

/**
 * What reading one uploaded file may cost, whatever it holds: a 7.8 MB XLSX can unpack to a gigabyte of
 * sheet XML, so the reader counts the bytes it actually inflates (the sizes a ZIP declares can lie) and
 * stops at these caps. Measured on a 50,000-row template XLSX with all six columns: exceljs writes a
 * 13.7 MB sheet and 11.9 MB of shared strings; with inline strings instead, a 19.8 MB sheet. The caps
 * leave about three times that, for extra columns, styles and other writers.
 */
export const READ_LIMITS = {
  maxRecords: BATCH_LIMITS.maxRecords,
  /** A PGP-encrypted upload decrypts (and decompresses) to at most what a plaintext upload may be. */
  maxFileBytes: BATCH_LIMITS.maxBytes,
  /** XLSX: bytes inflated from the first sheet, from the shared strings, and from all parts together. */
  maxSheetBytes: 64 * MiB,
  maxSharedStringsBytes: 32 * MiB,
  maxInflatedBytes: 96 * MiB,
  /** The workbook and its relationships: a few hundred bytes in real files. */
  maxSmallPartBytes: 1 * MiB,
  /** Shared strings held for the sheet: 50,000 rows of 20 distinct columns. */
  maxSharedStrings: 1_000_000,
  /** Excel's own limit of a cell: a longer one was not written by a spreadsheet. */
  maxCellChars: 32_767,
  /** XML read without a tag between (a text, attribute or comment of that size is no spreadsheet's). */
  maxXmlTokenChars: 1 * MiB,
  maxXmlDepth: 32,
  /** One CSV record. */
  maxCsvRecordChars: 65_536,
  /** Under the work queue's 60 s visibility timeout, so no second delivery starts while one reads. */
  maxMilliseconds: 40_000,
}
export type ReadLimits = typeof READ_LIMITS

/** The problem a batch ends with when reading its file did not finish (its process died). */
export const UNREADABLE_WITHIN_LIMITS =
  'The file could not be read within the limits: an earlier attempt to read it did not finish. ' +
  'Check that it is the template filled in (CSV or XLSX, up to 50,000 rows), or split it, and upload it again'

export const refuse = (message: string) => new AppError(ErrorCode.VALIDATION_FAILED, message)

export const megabytes = (bytes: number) => `${Math.round(bytes / MiB)} MB`

/** The bytes and time one read has spent, against its limits. */
export class ReadBudget {
  private inflated = 0
  private readonly deadline: number

  constructor(readonly limits: ReadLimits = READ_LIMITS) {
    this.deadline = performance.now() + limits.maxMilliseconds
  }

  /** Counts bytes inflated from a ZIP, refusing the file past the total cap. */
  inflate(bytes: number): void {
    this.inflated += bytes
    if (this.inflated > this.limits.maxInflatedBytes) {
      throw refuse(
        `The XLSX file is refused: it unpacks to more than ${megabytes(this.limits.maxInflatedBytes)} ` +
          '(50,000 rows of the template unpack to about 26 MB); remove what is not the template, or use CSV',
      )
    }
  }

  checkTime(): void {
    if (performance.now() > this.deadline) {
      throw refuse(
        `The file could not be read within ${this.limits.maxMilliseconds / 1000} s; split it, or use CSV`,
      )
    }
  }
}
