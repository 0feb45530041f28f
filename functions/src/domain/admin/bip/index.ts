/** The platform's BIP server: cards' check-ins, and the admin's message log and command queue. */
export { checkIn } from './check-in.ts'
export { bipLogPage, clientGroups } from './log.ts'
export { previewTarget, queueCommand } from './queue.ts'
