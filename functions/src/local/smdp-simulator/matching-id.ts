import { randomBytes } from 'node:crypto'

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/**
 * A matching id in the shape SM-DP+ products hand out (`04386-AGYFT-A74Y8-3F815`): 4 groups of 5 upper-case
 * letters and digits. Upper case keeps the QR code in alphanumeric mode, so it stays small; 20 random
 * symbols (about 103 bits, from the CSPRNG) make it unguessable, which matters because the AC is a bearer
 * secret.
 */
export function newMatchingId(isTaken: (id: string) => boolean): string {
  for (;;) {
    let symbols = ''
    while (symbols.length < 20) {
      // 252 = 7 * 36: bytes above it are dropped so that every symbol is equally likely.
      for (const byte of randomBytes(24))
        if (byte < 252 && symbols.length < 20) symbols += ALPHABET[byte % 36]
    }
    const id = symbols.match(/.{5}/g)?.join('-') ?? symbols
    if (!isTaken(id)) return id
  }
}
