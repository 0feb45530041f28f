import { useEffect, useRef } from 'react'

type SelectBoxProps = {
  label: string
  checked: boolean
  indeterminate?: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
}

/** A row's selection box, named for screen readers; "mixed" when part of the page is selected. */
export function SelectBox({ label, checked, indeterminate = false, disabled, onChange }: SelectBoxProps) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate
  }, [indeterminate])
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
      className="size-4 cursor-pointer rounded accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed"
    />
  )
}
