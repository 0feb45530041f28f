import type { SelectionResult } from '@simlessly/shared'

export type ActionName = 'notes' | 'protect' | 'unprotect' | 'group' | 'recycle'

/** What an action on a selection did, shown above the table until the next one. */
export type ActionOutcome = { action: ActionName; count: number; result: SelectionResult }
