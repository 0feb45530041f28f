import {
  type APPLET_SUBTYPES,
  type AUTH_ALGORITHMS,
  DEFAULT_ROTATION,
  type ProfileConfig,
  type ProfileConfigInput,
  profileConfigInputSchema,
} from '@simlessly/shared'
import { mappedResolver } from '@/lib/form'

type AppletSubtype = (typeof APPLET_SUBTYPES)[number]
type Row = { value: string }

/**
 * The configuration as the form holds it: every text field a string (empty when unset), PLMN lists as
 * text, OPLMN both as rows and as text (the LIST/TEXT toggle picks one), and the fields of every applet
 * subtype side by side so that switching subtype keeps what was typed.
 */
export type ConfigFormValues = {
  name: string
  profileName: string
  smdpAddress: string
  authAlgorithm: '' | (typeof AUTH_ALGORITHMS)[number]
  rotation: string
  fiveGSa: boolean
  hplmn: string
  fplmn: string
  rplmn: string
  plmn: string
  oplmnInput: 'LIST' | 'TEXT'
  oplmnList: Row[]
  oplmnText: string
  pnn: { plmn: string; fullName: string; shortName: string }[]
  gid1: string
  gid2: string
  smspNumber: string
  serviceProviderName: string
  appletParameter: string
  maxDownloadAttempts: number
  maxRedownloads: number
  applet: {
    subtype: '' | AppletSubtype
    bipServer: string
    certificateHash: string
    packageName: string
    aid: string
    c9: string
    impi: string
    impu: Row[]
  }
}

export const NAME_MAX = 64

const EMPTY_APPLET: ConfigFormValues['applet'] = {
  subtype: '',
  bipServer: '',
  certificateHash: '',
  packageName: '',
  aid: '',
  c9: '',
  impi: '',
  impu: [{ value: '' }],
}

/** A new configuration: the schema's defaults, one empty OPLMN row to type into. */
export function emptyFormValues(): ConfigFormValues {
  return {
    name: '',
    profileName: '',
    smdpAddress: '',
    authAlgorithm: '',
    rotation: DEFAULT_ROTATION,
    fiveGSa: false,
    hplmn: '',
    fplmn: '',
    rplmn: '',
    plmn: '',
    oplmnInput: 'LIST',
    oplmnList: [{ value: '' }],
    oplmnText: '',
    pnn: [],
    gid1: '',
    gid2: '',
    smspNumber: '',
    serviceProviderName: '',
    appletParameter: '',
    maxDownloadAttempts: 5,
    maxRedownloads: 0,
    applet: EMPTY_APPLET,
  }
}

/** A typed PLMN list shown back as text. */
export const listToText = (list: readonly string[] | undefined) => (list ?? []).join(', ')

/** Text typed as a list (commas, semicolons, spaces or new lines between entries) as rows. */
export function textToRows(text: string): Row[] {
  const items = text
    .split(/[\s,;]+/)
    .map((item) => item.trim())
    .filter(Boolean)
  return items.length > 0 ? items.map((value) => ({ value })) : [{ value: '' }]
}

export const rowsToText = (rows: readonly Row[]) =>
  rows
    .map((row) => row.value.trim())
    .filter(Boolean)
    .join(', ')

/** What the operation starts from: a saved configuration (edit, view, copy) shown in the form. */
export function toFormValues(
  config: ProfileConfig,
  operation: 'edit' | 'view' | 'copy' = 'edit',
): ConfigFormValues {
  const applet = config.applet
  const oplmn = config.oplmn ?? []
  return {
    name: operation === 'copy' ? copyName(config.name) : config.name,
    profileName: config.profileName ?? '',
    smdpAddress: config.smdpAddress ?? '',
    authAlgorithm: config.authAlgorithm ?? '',
    rotation: config.rotation,
    fiveGSa: config.fiveGSa,
    hplmn: config.hplmn ?? '',
    fplmn: listToText(config.fplmn),
    rplmn: listToText(config.rplmn),
    plmn: listToText(config.plmn),
    oplmnInput: config.oplmnInput,
    oplmnList: oplmn.length > 0 ? oplmn.map((value) => ({ value })) : [{ value: '' }],
    oplmnText: listToText(oplmn),
    pnn: (config.pnn ?? []).map((row) => ({
      plmn: row.plmn ?? '',
      fullName: row.fullName,
      shortName: row.shortName ?? '',
    })),
    gid1: config.gid1 ?? '',
    gid2: config.gid2 ?? '',
    smspNumber: config.smspNumber ?? '',
    serviceProviderName: config.serviceProviderName ?? '',
    appletParameter: config.appletParameter ?? '',
    maxDownloadAttempts: config.maxDownloadAttempts,
    maxRedownloads: config.maxRedownloads,
    applet: {
      ...EMPTY_APPLET,
      ...(applet?.subtype === 'RECYCLE' && { subtype: 'RECYCLE', bipServer: applet.bipServer ?? '' }),
      ...(applet?.subtype === 'ARA' && {
        subtype: 'ARA',
        certificateHash: applet.certificateHash,
        packageName: applet.packageName ?? '',
      }),
      ...(applet?.subtype === 'CUSTOMIZE' && { subtype: 'CUSTOMIZE', aid: applet.aid, c9: applet.c9 ?? '' }),
      ...(applet?.subtype === 'IMS' && {
        subtype: 'IMS',
        impi: applet.impi,
        impu: applet.impu.length > 0 ? applet.impu.map((value) => ({ value })) : [{ value: '' }],
      }),
    },
  }
}

/** "Copy of <name>", cut to the name's length limit. */
export function copyName(name: string): string {
  return `Copy of ${name}`.slice(0, NAME_MAX)
}

/** An optional text: left out when blank, so the schema's "optional" applies. */
const optional = (value: string) => (value.trim() === '' ? undefined : value)

function toApplet(applet: ConfigFormValues['applet']): ProfileConfigInput['applet'] {
  switch (applet.subtype) {
    case 'RECYCLE':
      return { subtype: 'RECYCLE', bipServer: optional(applet.bipServer) }
    case 'ARA':
      return {
        subtype: 'ARA',
        certificateHash: applet.certificateHash,
        packageName: optional(applet.packageName),
      }
    case 'CUSTOMIZE':
      return { subtype: 'CUSTOMIZE', aid: applet.aid, c9: optional(applet.c9) }
    case 'IMS':
      return {
        subtype: 'IMS',
        impi: applet.impi,
        impu: applet.impu.map((row) => row.value.trim()).filter(Boolean),
      }
    default:
      return undefined
  }
}

/** The request body of the form's values: what the shared schema checks and the API stores. */
export function toConfigInput(values: ConfigFormValues): ProfileConfigInput {
  return {
    name: values.name,
    profileName: optional(values.profileName),
    smdpAddress: optional(values.smdpAddress),
    authAlgorithm: values.authAlgorithm === '' ? undefined : values.authAlgorithm,
    rotation: values.rotation,
    fiveGSa: values.fiveGSa,
    hplmn: optional(values.hplmn),
    fplmn: optional(values.fplmn),
    rplmn: optional(values.rplmn),
    plmn: optional(values.plmn),
    oplmnInput: values.oplmnInput,
    oplmn:
      values.oplmnInput === 'LIST'
        ? values.oplmnList.map((row) => row.value.trim()).filter(Boolean)
        : optional(values.oplmnText),
    pnn:
      values.pnn.length > 0
        ? values.pnn.map((row) => ({
            plmn: optional(row.plmn),
            fullName: row.fullName,
            shortName: optional(row.shortName),
          }))
        : undefined,
    gid1: optional(values.gid1),
    gid2: optional(values.gid2),
    smspNumber: optional(values.smspNumber),
    serviceProviderName: optional(values.serviceProviderName),
    appletParameter: optional(values.appletParameter),
    maxDownloadAttempts: values.maxDownloadAttempts,
    maxRedownloads: values.maxRedownloads,
    applet: toApplet(values.applet),
  }
}

/**
 * Where a message about a request field (from the schema or from the server) shows in the form: OPLMN
 * under the rows or the text, whichever is in use; an IMS public identity under its row.
 */
export function configFormPath(
  path: readonly PropertyKey[],
  values: Pick<ConfigFormValues, 'oplmnInput'>,
): string {
  const [head, ...rest] = path.map(String)
  if (head === 'oplmn') return values.oplmnInput === 'LIST' ? 'oplmnList' : 'oplmnText'
  if (head === 'applet') {
    const [field, index] = rest
    if (field === undefined) return 'applet.subtype'
    if (field === 'impu') return index === undefined ? 'applet.impu' : `applet.impu.${index}.value`
    return `applet.${field}`
  }
  return [head, ...rest].join('.')
}

/** The form's resolver: the shared schema on the request the values make. */
export const configFormResolver = mappedResolver(profileConfigInputSchema, toConfigInput, configFormPath)
