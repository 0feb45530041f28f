import { type ComponentProps, useEffect, useRef, useState } from 'react'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { FormField } from './form-field'
import { Input } from './input'

/** Typing settles this long before the list is asked again. */
export const FILTER_DEBOUNCE_MS = 400

type DebouncedFilterInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'id'> & {
  id: string
  label: string
  /** The value in the URL now. */
  value: string
  /** True when the typed text can be sent; otherwise `invalidMessage` shows under the field. */
  isValid: (value: string) => boolean
  invalidMessage: string
  onCommit: (value: string) => void
}

/**
 * A text filter that follows the URL but sends what is typed only once typing settles, and only when it
 * is valid. A change of the URL from elsewhere (Clear filters, the back button) replaces the text. Leaving
 * the field, or the field going away (the phone's Filters sheet closed), sends what was typed at once.
 */
export function DebouncedFilterInput({
  id,
  label,
  value,
  isValid,
  invalidMessage,
  onCommit,
  ...inputProps
}: DebouncedFilterInputProps) {
  const [draft, setDraft] = useState(value)
  // The last value this field sent or saw in the URL: the URL catching up with it is not a change.
  const [known, setKnown] = useState(value)
  if (value !== known) {
    setKnown(value)
    setDraft(value)
  }
  const settled = useDebouncedValue(draft, FILTER_DEBOUNCE_MS)

  useEffect(() => {
    // A stale settled value (the text was replaced meanwhile) is never sent.
    if (settled !== draft) return
    const next = settled.trim()
    if (next === known || !isValid(next)) return
    setKnown(next)
    onCommit(next)
  }, [settled, draft, known, isValid, onCommit])

  // What leaving sends: read at that moment, not from the render that set the handler.
  const latest = useRef({ draft, known, isValid, onCommit })
  latest.current = { draft, known, isValid, onCommit }
  const flush = () => {
    const { draft: typed, known: sent, isValid: valid, onCommit: commit } = latest.current
    const next = typed.trim()
    if (next === sent || !valid(next)) return
    latest.current.known = next
    setKnown(next)
    commit(next)
  }
  const flushRef = useRef(flush)
  flushRef.current = flush
  useEffect(() => () => flushRef.current(), [])

  const invalid = !isValid(draft.trim())
  return (
    <FormField id={id} label={label} error={invalid ? invalidMessage : undefined}>
      {(control) => (
        <Input
          {...control}
          {...inputProps}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={flush}
          autoComplete="off"
          spellCheck={false}
        />
      )}
    </FormField>
  )
}
