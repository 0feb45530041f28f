import { BIP_MAC_HEADER, endpoints } from '@simlessly/shared'
import * as bip from '../../domain/admin/bip/index.ts'
import { implement } from '../endpoint-router.ts'

/** A card's check-in: the raw body, as MACed, goes to the check beside the parsed message. */
export const bipRoutes = implement(endpoints.bip, {
  checkIn: async ({ c, ctx, input }) =>
    bip.checkIn(ctx, {
      raw: new Uint8Array(await c.req.arrayBuffer()),
      mac: c.req.header(BIP_MAC_HEADER),
      message: input,
    }),
})
