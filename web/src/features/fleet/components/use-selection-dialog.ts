import { useState } from 'react'
import { type FleetAction, useFleetAction } from '@/api/fleet'
import type { ActionOutcome } from './action-outcome'

type DialogAction = Extract<FleetAction, { kind: 'notes' | 'group' | 'recycle' }>

/**
 * A dialog that acts on the selection: it opens clean (`onOpen` clears its own fields), closes once the
 * server has answered, and hands the outcome on to be shown above the table.
 */
export function useSelectionDialog(onDone: (outcome: ActionOutcome) => void, onOpen?: () => void) {
  const [open, setOpen] = useState(false)
  const action = useFleetAction()

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (next) {
      onOpen?.()
      action.reset()
    }
  }
  const run = (request: DialogAction) =>
    action.mutate(request, {
      onSuccess: (result) => {
        setOpen(false)
        onDone({ action: request.kind, count: request.iccids.length, result })
      },
    })

  return { open, onOpenChange, action, run }
}
