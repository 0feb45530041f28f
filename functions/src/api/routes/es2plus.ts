import { endpoints } from '@simlessly/shared'
import { handleDownloadProgress } from '../../domain/download-progress.ts'
import { implement } from '../endpoint-router.ts'

export const es2plusRoutes = implement(endpoints.es2plus, {
  handleDownloadProgressInfo: ({ ctx, input }) => handleDownloadProgress(ctx, input),
})
