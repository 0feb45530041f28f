import { z } from 'zod'
import { eidError, iccidError } from './esim/identifiers.ts'

/**
 * The BIP check-in: what a card's Recycle applet sends the platform over its BIP data channel, and what it
 * gets back. The contract an applet developer implements is written in functions/src/domain/admin/bip/README.md.
 */

/** The header carrying the MAC of the check-in: upper-case hex HMAC-SHA256 of the raw body, card key. */
export const BIP_MAC_HEADER = 'Bip-Mac'
export const BIP_APPLET_TYPES = ['RECYCLE'] as const
/** The profile's state on the card as the applet sees it. */
export const BIP_CARD_STATES = ['INSTALLED', 'ENABLED', 'DISABLED'] as const
export const BIP_COMMAND_TYPES = ['RECYCLE', 'UPDATE_PARAMETER'] as const
export type BipCommandType = (typeof BIP_COMMAND_TYPES)[number]
/** What UPDATE_PARAMETER may change: seconds between check-ins, or the BIP server's host. */
export const BIP_PARAMETERS = ['CHECK_IN_INTERVAL', 'BIP_SERVER'] as const
export type BipParameter = (typeof BIP_PARAMETERS)[number]
export const BIP_RESULT_STATUSES = ['DONE', 'FAILED'] as const
/** The largest sequence number: an unsigned 32-bit counter on the card. */
export const BIP_MAX_SEQUENCE = 0xffff_ffff

const checked = (check: (value: string) => string | null) =>
  z.string().superRefine((value, ctx) => {
    const error = check(value)
    if (error) ctx.addIssue({ code: 'custom', message: error })
  })

export const bipCheckInSchema = z.object({
  iccid: checked(iccidError),
  eid: checked(eidError).optional(),
  applet: z.object({
    type: z.enum(BIP_APPLET_TYPES),
    version: z.string().regex(/^\d{1,3}(\.\d{1,3}){0,2}$/, 'Invalid applet version: use e.g. 1.0.2'),
  }),
  state: z.enum(BIP_CARD_STATES),
  sequence: z.number().int().min(1).max(BIP_MAX_SEQUENCE),
  /** What the commands of earlier answers came to. */
  results: z
    .array(
      z.object({
        commandId: z.string().min(1).max(40),
        status: z.enum(BIP_RESULT_STATUSES),
        detail: z.string().max(200).optional(),
      }),
    )
    .max(16)
    .default([]),
})
export type BipCheckIn = z.output<typeof bipCheckInSchema>

export const bipCommandSchema = z.object({
  commandId: z.string(),
  type: z.enum(BIP_COMMAND_TYPES),
  /** The command as TLV, upper-case hex (see {@link encodeBipCommand}). */
  payload: z.string(),
})
export type BipCommand = z.infer<typeof bipCommandSchema>

export const bipCheckInAnswerSchema = z.object({
  sequence: z.number().int(),
  commands: z.array(bipCommandSchema),
  /** Upper-case hex HMAC-SHA256, card key, of {@link bipAnswerMacInput}: the card checks it came from us. */
  mac: z.string(),
})
export type BipCheckInAnswer = z.infer<typeof bipCheckInAnswerSchema>

/** What the answer's MAC covers: `<ICCID>|<sequence>|<commandId>:<payload>,...`. */
export const bipAnswerMacInput = (iccid: string, sequence: number, commands: readonly BipCommand[]) =>
  `${iccid}|${sequence}|${commands.map((c) => `${c.commandId}:${c.payload}`).join(',')}`

/** A command as queued: recycle, or a parameter and its new value. */
export type BipCommandSpec =
  | { type: 'RECYCLE' }
  | { type: 'UPDATE_PARAMETER'; parameter: BipParameter; value: string }

const TAG = { command: 0x80, parameter: 0x81, value: 0x82 } as const
const COMMAND_CODES: Record<BipCommandType, number> = { RECYCLE: 1, UPDATE_PARAMETER: 2 }
const PARAMETER_CODES: Record<BipParameter, number> = { CHECK_IN_INTERVAL: 1, BIP_SERVER: 2 }

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()
const tlv = (tag: number, value: Uint8Array) => {
  const length = value.length < 0x80 ? [value.length] : [0x81, value.length]
  return [tag, ...length, ...value]
}

/** The command as the card reads it: TLVs 80 (command: 01 recycle, 02 update), 81 (parameter), 82 (value). */
export function encodeBipCommand(spec: BipCommandSpec): string {
  const bytes = [...tlv(TAG.command, Uint8Array.of(COMMAND_CODES[spec.type]))]
  if (spec.type === 'UPDATE_PARAMETER') {
    bytes.push(...tlv(TAG.parameter, Uint8Array.of(PARAMETER_CODES[spec.parameter])))
    bytes.push(
      ...tlv(
        TAG.value,
        Uint8Array.from(spec.value, (ch) => ch.charCodeAt(0)),
      ),
    )
  }
  return hex(Uint8Array.from(bytes))
}

/** Reads a command's TLV payload back; throws on anything else. */
export function decodeBipCommand(payload: string): BipCommandSpec {
  const bytes = Uint8Array.from(payload.match(/../g) ?? [], (h) => Number.parseInt(h, 16))
  const fields = new Map<number, Uint8Array>()
  for (let i = 0; i < bytes.length; ) {
    const tag = bytes[i++] as number
    let length = bytes[i++] as number
    if (length === 0x81) length = bytes[i++] as number
    fields.set(tag, bytes.subarray(i, i + length))
    i += length
  }
  const code = fields.get(TAG.command)?.[0]
  const type = BIP_COMMAND_TYPES.find((t) => COMMAND_CODES[t] === code)
  if (type === 'RECYCLE') return { type }
  const parameter = BIP_PARAMETERS.find((p) => PARAMETER_CODES[p] === fields.get(TAG.parameter)?.[0])
  const value = fields.get(TAG.value)
  if (type !== 'UPDATE_PARAMETER' || !parameter || !value) throw new Error('Not a BIP command payload')
  return { type, parameter, value: String.fromCharCode(...value) }
}

export const bipCommandSpecSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('RECYCLE') }),
  z
    .object({
      type: z.literal('UPDATE_PARAMETER'),
      parameter: z.enum(BIP_PARAMETERS),
      value: z
        .string()
        .trim()
        .min(1, 'Enter the new value')
        .max(120)
        .regex(/^[\x20-\x7E]+$/, 'Use printable ASCII characters'),
    })
    .superRefine((c, ctx) => {
      const seconds = Number(c.value)
      if (
        c.parameter === 'CHECK_IN_INTERVAL' &&
        !(Number.isInteger(seconds) && seconds >= 10 && seconds <= 86_400)
      )
        ctx.addIssue({ code: 'custom', path: ['value'], message: 'Use whole seconds from 10 to 86400' })
    }),
])
