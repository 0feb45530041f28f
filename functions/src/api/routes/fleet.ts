import {
  behaviorQueryRequestSchema,
  behaviorQueryResponseSchema,
  behaviorSaveRequestSchema,
  EnterprisePermission,
  exportRefSchema,
  fleetExportRequestSchema,
  fleetExportSchema,
  fleetListRequestSchema,
  fleetPageSchema,
  moveToGroupRequestSchema,
  notesRequestSchema,
  profileDetailSchema,
  profileLogListRequestSchema,
  profileLogPageSchema,
  profileRefSchema,
  protectionRequestSchema,
  recycleLogListRequestSchema,
  recycleLogPageSchema,
  recycleRequestSchema,
  selectionResultSchema,
} from '@simlessly/shared'
import { queryBehavior, saveBehavior } from '../../domain/behavior.ts'
import * as fleet from '../../domain/fleet/index.ts'
import { listProfileLogs, listRecycleLogs } from '../../domain/profile-logs.ts'
import { ok } from '../envelope.ts'
import { actorOf, signedIn } from '../guard.ts'
import { createRouter, postRoute } from '../openapi.ts'

const P = EnterprisePermission
/** The fleet (`profile/fleet`): Fleet_View. */
const access = signedIn([P.Fleet_View])
/** Moving profiles between groups is also the group screen's work. */
const groupAccess = signedIn([P.Fleet_View, P.Group_View])
const tags = ['Fleet']

const list = postRoute({
  path: '/profile/list',
  tags,
  summary: 'A page of the fleet, filtered and sorted',
  access,
  body: fleetListRequestSchema,
  response: fleetPageSchema,
})
const info = postRoute({
  path: '/profile/info',
  tags,
  summary: "A profile's detail: its AC, QR code, install links and history",
  access,
  body: profileRefSchema,
  response: profileDetailSchema,
})
const notes = postRoute({
  path: '/profile/notes',
  tags,
  summary: 'Set the notes of a selection of profiles',
  access,
  body: notesRequestSchema,
  response: selectionResultSchema,
})
const protection = postRoute({
  path: '/profile/protection',
  tags,
  summary: 'Switch protection on or off for a selection (protected profiles are not recycled)',
  access,
  body: protectionRequestSchema,
  response: selectionResultSchema,
})
const move = postRoute({
  path: '/profile/group/move',
  tags,
  summary: 'Move a selection into a group, or out of its group (groupId null)',
  access: groupAccess,
  body: moveToGroupRequestSchema,
  response: selectionResultSchema,
})
const recycle = postRoute({
  path: '/profile/recycle',
  tags,
  summary: 'Recycle a selection: the SM-DP+ cancels each order (CancelOrder, final status Available)',
  access,
  body: recycleRequestSchema,
  response: selectionResultSchema,
})
const exportStart = postRoute({
  path: '/profile/export',
  tags,
  summary: 'Export the filtered fleet as CSV (large sets in the background)',
  access,
  body: fleetExportRequestSchema,
  response: fleetExportSchema,
})
const exportInfo = postRoute({
  path: '/profile/export/info',
  tags,
  summary: 'Where an export is, and its download link once complete',
  access,
  body: exportRefSchema,
  response: fleetExportSchema,
})
const behaviorQuery = postRoute({
  path: '/user/behavior/query',
  tags: ['User behaviour config'],
  summary: "The signed-in user's saved settings of these modules",
  access: signedIn(),
  body: behaviorQueryRequestSchema,
  response: behaviorQueryResponseSchema,
})
const behaviorSave = postRoute({
  path: '/user/behavior/save',
  tags: ['User behaviour config'],
  summary: "Save the signed-in user's settings of one module",
  access: signedIn(),
  body: behaviorSaveRequestSchema,
  response: behaviorSaveRequestSchema,
})
const profileLogs = postRoute({
  path: '/log/profile/list',
  tags: ['Logs'],
  summary: 'Profile logs: state changes and actions on profiles, newest first',
  access: signedIn([P.Profile_Log_View]),
  body: profileLogListRequestSchema,
  response: profileLogPageSchema,
})
const recycleLogs = postRoute({
  path: '/log/recycle/list',
  tags: ['Logs'],
  summary: 'Recycle logs, newest first',
  access: signedIn([P.Recycle_Log_View]),
  body: recycleLogListRequestSchema,
  response: recycleLogPageSchema,
})

export const fleetRoutes = createRouter()
  .openapi(list, async (c) =>
    c.json(ok(await fleet.listFleet(c.var.ctx, actorOf(c), c.req.valid('json'))), 200),
  )
  .openapi(info, async (c) =>
    c.json(ok(await fleet.profileDetail(c.var.ctx, actorOf(c), c.req.valid('json').iccid)), 200),
  )
  .openapi(notes, async (c) =>
    c.json(ok(await fleet.setNotes(c.var.ctx, actorOf(c), c.req.valid('json'))), 200),
  )
  .openapi(protection, async (c) =>
    c.json(ok(await fleet.setProtection(c.var.ctx, actorOf(c), c.req.valid('json'))), 200),
  )
  .openapi(move, async (c) =>
    c.json(ok(await fleet.moveToGroup(c.var.ctx, actorOf(c), c.req.valid('json'))), 200),
  )
  .openapi(recycle, async (c) =>
    c.json(ok(await fleet.recycleProfiles(c.var.ctx, actorOf(c), c.req.valid('json'))), 200),
  )
  .openapi(exportStart, async (c) =>
    c.json(ok(await fleet.startExport(c.var.ctx, actorOf(c), c.req.valid('json'))), 200),
  )
  .openapi(exportInfo, async (c) =>
    c.json(ok(await fleet.exportInfo(c.var.ctx, actorOf(c), c.req.valid('json').exportId)), 200),
  )
  .openapi(behaviorQuery, async (c) =>
    c.json(ok(await queryBehavior(c.var.ctx, actorOf(c).userId, c.req.valid('json').moduleNames)), 200),
  )
  .openapi(behaviorSave, async (c) =>
    c.json(ok(await saveBehavior(c.var.ctx, actorOf(c).userId, c.req.valid('json'))), 200),
  )
  .openapi(profileLogs, async (c) =>
    c.json(ok(await listProfileLogs(c.var.ctx, actorOf(c), c.req.valid('json'))), 200),
  )
  .openapi(recycleLogs, async (c) =>
    c.json(ok(await listRecycleLogs(c.var.ctx, actorOf(c), c.req.valid('json'))), 200),
  )
