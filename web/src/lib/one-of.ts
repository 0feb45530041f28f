/**
 * Whether `value` is one of `values` (a constant list of literals, such as a status enum), narrowing it to
 * their type: what a URL parameter, a stored setting or an answer's free text is checked against.
 */
export function isOneOf<const T>(values: readonly T[], value: unknown): value is T {
  return (values as readonly unknown[]).includes(value)
}
