import { endpoints } from '@simlessly/shared'
import * as blocks from '../../domain/block-list.ts'
import { implement } from '../endpoint-router.ts'

export const blockListRoutes = implement(endpoints.blockList, {
  list: ({ ctx, actor, input }) => blocks.listBlocks(ctx, actor, input),
  add: ({ ctx, actor, input }) => blocks.addBlock(ctx, actor, input),
  delete: ({ ctx, actor, input }) => blocks.deleteBlock(ctx, actor, input),
})
