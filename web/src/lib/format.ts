import { EMPTY_VALUE } from '@simlessly/shared'

/** The one way to show a value that may be missing (seed section 2: an empty value reads '--'). */
export function displayValue(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_VALUE
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : EMPTY_VALUE
  return value.trim() === '' ? EMPTY_VALUE : value
}

/** A person's name from its parts, or the empty value when there is none. */
export function displayName(person: { firstName?: string; lastName?: string } | null | undefined): string {
  return displayValue([person?.firstName, person?.lastName].filter(Boolean).join(' '))
}
