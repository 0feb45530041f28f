import { hplmnMismatch, type ProfileConfig } from '@simlessly/shared'

/**
 * Whether to warn, as the user types an IMSI (the single form's, or an open batch's first one), that it
 * does not start with the configuration's HPLMN. The check waits until the IMSI is at least as long as the
 * HPLMN, so that typing "31" towards "310410..." does not flash a warning. Generation goes ahead.
 */
export function showHplmnMismatch(imsi: string, config: Pick<ProfileConfig, 'hplmn'> | undefined): boolean {
  const typed = imsi.trim()
  const hplmn = config?.hplmn ?? ''
  return Boolean(config && hplmn && typed.length >= hplmn.length && hplmnMismatch(config, typed))
}
