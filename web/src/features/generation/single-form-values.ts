import { generateSingleRequestSchema, iccidError, iccidWarning } from '@simlessly/shared'
import { mappedResolver } from '@/lib/form'

/** The single form as people fill it in: OPc or OP typed in one field, chosen by a toggle. */
export type SingleFormValues = {
  configId: string
  iccid: string
  imsi: string
  ki: string
  keyType: 'OPC' | 'OP'
  key: string
  msisdn: string
  eid: string
  confirmationCode: string
}

export const emptySingleValues = (configId = ''): SingleFormValues => ({
  configId,
  iccid: '',
  imsi: '',
  ki: '',
  keyType: 'OPC',
  key: '',
  msisdn: '',
  eid: '',
  confirmationCode: '',
})

/** A blank field is left out: required ones then say "Required", optional ones are not sent. */
const present = (value: string) => (value.trim() === '' ? undefined : value.trim())

/** The request the values make, as the single generation endpoint takes it (OPc or OP, never both). */
export function toSingleRequest(values: SingleFormValues) {
  return {
    configId: present(values.configId),
    iccid: present(values.iccid),
    imsi: present(values.imsi),
    ki: present(values.ki),
    [values.keyType === 'OPC' ? 'opc' : 'op']: present(values.key),
    msisdn: present(values.msisdn),
    eid: present(values.eid),
    confirmationCode: present(values.confirmationCode),
  }
}

/** The shared schema's message for a missing key, also given while other fields still fail. */
const KEY_REQUIRED = 'Required: OPc or OP'

/** OPc and OP share the one key field. */
export function singleFormPath(path: readonly PropertyKey[]): string {
  const [head] = path.map(String)
  return head === 'opc' || head === 'op' ? 'key' : (head ?? 'root')
}

export const singleFormResolver = mappedResolver(
  generateSingleRequestSchema,
  toSingleRequest,
  singleFormPath,
  (values) => (values.key.trim() === '' ? [{ path: 'key', message: KEY_REQUIRED }] : []),
)

export type SingleFormWarnings = {
  /** A 20-digit ICCID without a Luhn check digit: accepted, but worth a second look. */
  iccid: string | null
}

/** The warnings shown as the user types, besides the HPLMN one (`hplmn-warning.ts`). */
export function singleFormWarnings(values: Pick<SingleFormValues, 'iccid'>): SingleFormWarnings {
  const iccid = values.iccid.trim()
  return { iccid: iccid && iccidError(iccid) === null ? iccidWarning(iccid) : null }
}
