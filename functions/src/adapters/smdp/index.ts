/** The SM-DP+ adapter: ES2+ calls (SGP.22 5.3) and the vendor import step of the local simulator. */

export type {
  CancelOrderInput,
  ConfirmOrderInput,
  ConfirmOrderResult,
  DownloadOrderInput,
  SmdpPort,
} from './port.ts'
export { type ImportableProfile, MAX_IMPORT, type ProfileImportResult } from './profile-import.ts'
export { createSmdpClient, type SmdpClient, type SmdpClientOptions } from './smdp-client.ts'
export { SmdpError, type SmdpOperation } from './smdp-error.ts'
