import { endpoints } from '@simlessly/shared'
import { activateStyle, getQrStyleSettings, previewStyle, saveCustomStyle } from '../../domain/qr-style/styles.ts'
import { implement } from '../endpoint-router.ts'

export const qrStyleRoutes = implement(endpoints.qrStyle, {
  settings: ({ ctx, actor }) => getQrStyleSettings(ctx, actor),
  save: ({ ctx, actor, input }) => saveCustomStyle(ctx, { enterpriseId: actor.enterpriseId, style: input }),
  activate: ({ ctx, actor, input }) => activateStyle(ctx, { enterpriseId: actor.enterpriseId, ...input }),
  preview: ({ input }) => ({ image: previewStyle(input) }),
})
