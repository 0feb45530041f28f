import { post, resource, smdpAccess } from '../endpoint.ts'
import {
  ES2PLUS_PATH,
  HANDLE_DOWNLOAD_PROGRESS_INFO,
  handleDownloadProgressInfoSchema,
} from '../esim/es2plus.ts'

/**
 * What the SM-DP+ calls on the console over ES2+, under the API base where SGP.22 puts it
 * (`<base>/gsma/rsp2/es2plus/...`).
 */
export const es2plusEndpoints = resource(ES2PLUS_PATH, 'SM-DP+ notifications', {
  handleDownloadProgressInfo: post(`/${HANDLE_DOWNLOAD_PROGRESS_INFO}`, {
    summary: 'ES2+.HandleDownloadProgressInfo: how a download went (the SM-DP+ calls this)',
    access: smdpAccess,
    body: handleDownloadProgressInfoSchema,
    noContent: true,
  }),
})
