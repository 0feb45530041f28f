/**
 * The specification's generic messages about a value's length, as it words them. A form shows them under
 * the field's label, which says what they are about; a row of an uploaded file names its column before
 * them (`LENGTH_MESSAGE` tells them apart).
 */
export const lengthIs = (length: number) => `Length is ${length} characters`
export const fromTo = (min: number, max: number) => `From ${min} to ${max} characters`
export const upTo = (max: number) => `Up to ${max} characters`
export const atLeast = (min: number) => `At least ${min} characters`

/** One of the messages above, which do not name the field they are about. */
export const LENGTH_MESSAGE = /^(?:Length is \d+|From \d+ to \d+|Up to \d+|At least \d+) characters$/
