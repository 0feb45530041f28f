import { createCipheriv } from 'node:crypto'

/** OPc = AES-128_Ki(OP) XOR OP (3GPP TS 35.206), for inputs that give the operator's OP instead of OPc. */
export function opcFromOp(kiHex: string, opHex: string): string {
  const ki = Buffer.from(kiHex, 'hex')
  const op = Buffer.from(opHex, 'hex')
  if (ki.length !== 16 || op.length !== 16) throw new Error('OPc derivation needs a 16-byte Ki and OP')
  const cipher = createCipheriv('aes-128-ecb', ki, null)
  cipher.setAutoPadding(false)
  const encrypted = Buffer.concat([cipher.update(op), cipher.final()])
  return Buffer.from(encrypted.map((byte, i) => byte ^ (op[i] ?? 0)))
    .toString('hex')
    .toUpperCase()
}
