/** Digit-string checks shared by the identifiers (ICCID, EID, IMSI). */
export const isDigits = (value: string, min: number, max = min) =>
  new RegExp(`^\\d{${min},${max}}$`).test(value)

export const isHex = (value: string, bytes?: number) =>
  /^(?:[0-9a-fA-F]{2})+$/.test(value) && (bytes === undefined || value.length === bytes * 2)

/** Luhn check digit of a digit string (the payload without its check digit). */
export function luhnCheckDigit(payload: string): number {
  let sum = 0
  for (let i = 0; i < payload.length; i++) {
    // Doubling starts with the rightmost payload digit.
    let digit = Number(payload[payload.length - 1 - i])
    if (i % 2 === 0) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return (10 - (sum % 10)) % 10
}

export function hasLuhnCheckDigit(value: string): boolean {
  return /^\d{2,}$/.test(value) && luhnCheckDigit(value.slice(0, -1)) === Number(value.at(-1))
}
