import {
  blockAddRequestSchema,
  blockEntrySchema,
  blockListRequestSchema,
  blockPageSchema,
  blockRefSchema,
} from '../block.ts'
import { anyOf, post, resource } from '../endpoint.ts'
import { emptySchema } from '../envelope.ts'
import { EnterprisePermission as P } from '../permissions.ts'

const access = anyOf(P.Block_View)

/** The block list (`setting/block`): EIDs, ICCIDs and IMEIs that generation, EID push and campaigns refuse. */
export const blockListEndpoints = resource('/v1/block', 'Block list', {
  list: post('/list', {
    summary: 'A page of blocked EIDs, ICCIDs and IMEIs',
    access,
    body: blockListRequestSchema,
    response: blockPageSchema,
  }),
  add: post('/add', {
    summary: 'Block an EID, ICCID or IMEI with a reason',
    access: anyOf(P.Block_Manage),
    body: blockAddRequestSchema,
    response: blockEntrySchema,
  }),
  delete: post('/delete', {
    summary: 'Unblock an identifier',
    access: anyOf(P.Block_Manage),
    body: blockRefSchema,
    response: emptySchema,
  }),
})
