/** The fleet's operations for the API: list, detail, selection actions, recycle, export. */
export { moveToGroup, setNotes, setProtection } from './actions.ts'
export { fleetCounts } from './counts.ts'
export { profileDetail } from './detail.ts'
export { exportInfo, startExport } from './export.ts'
export { listFleet } from './list.ts'
export { recycleProfiles } from './recycle.ts'
