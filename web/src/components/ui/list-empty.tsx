import type { ReactNode } from 'react'

/** What an empty list says, with the action that starts it ("Create a group"). */
export function ListEmpty({ message, action }: { message: ReactNode; action: ReactNode }) {
  return (
    <span className="grid justify-items-center gap-3">
      {message}
      {action}
    </span>
  )
}
