/** How many characters of a ULID people read: its end, where ids made close together differ. */
export const SHORT_ID_LENGTH = 8

/**
 * The short human form of a ULID (an order id, a batch code): its last characters. The full id stays in the
 * element's title and copy button; a search for the short form finds it as a substring of the full one.
 */
export function shortId(id: string): string {
  return id.length > SHORT_ID_LENGTH ? id.slice(-SHORT_ID_LENGTH) : id
}
