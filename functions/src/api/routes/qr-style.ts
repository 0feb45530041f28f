import { endpoints } from '@simlessly/shared'
import {
  activateStyle,
  getQrStyleSettings,
  previewStyle,
  saveCustomStyle,
} from '../../domain/qr-style/styles.ts'
import { implement } from '../endpoint-router.ts'

export const qrStyleRoutes = implement(endpoints.qrStyle, {
  settings: ({ ctx, actor }) => getQrStyleSettings(ctx, actor),
  save: ({ ctx, actor, input }) => saveCustomStyle(ctx, actor, input),
  activate: ({ ctx, actor, input }) => activateStyle(ctx, actor, input),
  preview: ({ input }) => ({ image: previewStyle(input) }),
})
