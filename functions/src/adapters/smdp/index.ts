/** The SM-DP+ adapter: ES2+ calls (SGP.22 5.3) and the vendor import step of the local simulator. */

export { type ImportableProfile, MAX_IMPORT, type ProfileImportResult } from './profile-import.ts'
export {
  type CancelOrderInput,
  type ConfirmOrderInput,
  type ConfirmOrderResult,
  createSmdpClient,
  type DownloadOrderInput,
  type SmdpClient,
  type SmdpClientOptions,
} from './smdp-client.ts'
export { SmdpError, type SmdpOperation } from './smdp-error.ts'
