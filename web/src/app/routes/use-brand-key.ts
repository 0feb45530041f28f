import { useParams } from 'react-router-dom'
import { toBrandKey } from '@/features/brand/brand'

/** The valid brand key of the `{sys}` segment, which links and mails carry on; undefined for the default brand. */
export function useBrandKey(): string | undefined {
  return toBrandKey(useParams().sys)
}
