/**
 * A list screen's filters as its query string holds them (so a reload, a shared link and the back button
 * keep them): whether any is set, and the query-string changes that set one or clear them all. Any filter
 * change goes back to the first page.
 */
export function anyFilter<K extends string>(keys: readonly K[], values: Record<K, string>): boolean {
  return keys.some((key) => values[key] !== '')
}

export function filterChange(key: string, value: string): Record<string, string | undefined> {
  return { [key]: value.trim() === '' ? undefined : value.trim(), page: undefined }
}

export function clearFilters(keys: readonly string[]): Record<string, undefined> {
  return Object.fromEntries([...keys, 'page'].map((key) => [key, undefined]))
}
