import { anyOf, get, post, resource } from '../endpoint.ts'
import {
  exportRefSchema,
  fleetExportRequestSchema,
  fleetExportSchema,
  fleetListRequestSchema,
  fleetPageSchema,
  moveToGroupRequestSchema,
  notesRequestSchema,
  profileDetailSchema,
  profileRefSchema,
  protectionRequestSchema,
  recycleRequestSchema,
  selectionResultSchema,
} from '../fleet.ts'
import { fleetCountsSchema } from '../fleet-counts.ts'
import { EnterprisePermission as P } from '../permissions.ts'

const access = anyOf(P.Fleet_View)

/** The fleet (`profile/fleet`): the enterprise's profiles and what acts on a selection of them. */
export const fleetEndpoints = resource('/v1/profile', 'Fleet', {
  list: post('/list', {
    keyAccess: true,
    summary: 'A page of the fleet, filtered and sorted',
    access,
    body: fleetListRequestSchema,
    response: fleetPageSchema,
  }),
  counts: get('/counts', {
    summary: "The fleet's profiles by state and in all, from its counters (no row is read)",
    access,
    response: fleetCountsSchema,
  }),
  info: post('/info', {
    keyAccess: true,
    summary: "A profile's detail: its AC, QR code, install links and history",
    access,
    body: profileRefSchema,
    response: profileDetailSchema,
  }),
  notes: post('/notes', {
    summary: 'Set the notes of a selection of profiles',
    access: anyOf(P.Profile_Edit),
    body: notesRequestSchema,
    response: selectionResultSchema,
  }),
  protection: post('/protection', {
    summary: 'Switch protection on or off for a selection (protected profiles are not recycled)',
    access: anyOf(P.Profile_Edit),
    body: protectionRequestSchema,
    response: selectionResultSchema,
  }),
  moveToGroup: post('/group/move', {
    keyAccess: true,
    summary: 'Move a selection into a group, or out of its group (groupId null)',
    // Moving profiles between groups is also the group screen's work, hence Group_Manage too.
    access: anyOf(P.Profile_Edit, P.Group_Manage),
    body: moveToGroupRequestSchema,
    response: selectionResultSchema,
  }),
  recycle: post('/recycle', {
    keyAccess: true,
    summary: 'Recycle a selection: the SM-DP+ cancels each order (CancelOrder, final status Available)',
    access: anyOf(P.Profile_Recycle),
    body: recycleRequestSchema,
    response: selectionResultSchema,
  }),
  export: post('/export', {
    summary: 'Export the filtered fleet as CSV (large sets in the background)',
    access,
    body: fleetExportRequestSchema,
    response: fleetExportSchema,
  }),
  exportInfo: post('/export/info', {
    summary: 'Where an export is, and its download link once complete',
    access,
    body: exportRefSchema,
    response: fleetExportSchema,
  }),
})
