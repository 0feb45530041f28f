import { regenerateRequestSchema } from '@simlessly/shared'
import { mappedResolver } from '@/lib/form'
import { parseIccidList } from '@/lib/iccid-list'

/** The rule the API applies to each ICCID of a re-generation, applied here to each one pasted. */
export const regenerateIccidRule = regenerateRequestSchema.shape.iccids.element

/** The most ICCIDs one call takes (the request schema's limit; the tests keep the two in step). */
export const REGENERATE_MAX = 1000

export type RegenerateFormValues = { iccids: string }

export const emptyRegenerateValues = (): RegenerateFormValues => ({ iccids: '' })

/**
 * The form's one field, checked by the request schema itself: every distinct value against the ICCID rule,
 * and their number against its limits (1 to 1000). On success the form submits `{ iccids }`.
 */
export const regenerateFormResolver = mappedResolver(
  regenerateRequestSchema,
  (values: RegenerateFormValues) => ({ iccids: parseIccidList(values.iccids, regenerateIccidRule).distinct }),
  () => 'iccids',
)
