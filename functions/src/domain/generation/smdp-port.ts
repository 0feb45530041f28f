/**
 * What the pipeline needs of the SM-DP+ (ES2+ plus the vendor import of profile data). The adapter in
 * adapters/smdp implements it; tests may hand in the local simulator's client.
 */
export type SmdpProfileData = { iccid: string; imsi: string; ki: string; opc: string; profileType: string }

export type SmdpPort = {
  loadProfiles(profiles: SmdpProfileData[]): Promise<unknown>
  downloadOrder(input: { iccid: string; eid?: string; profileType?: string }): Promise<{ iccid: string }>
  confirmOrder(input: {
    iccid: string
    releaseFlag: boolean
    eid?: string
    matchingId?: string
    confirmationCode?: string
    smdsAddress?: string
  }): Promise<{ matchingId: string; eid?: string | undefined; smdpAddress?: string | undefined }>
  cancelOrder(input: {
    iccid: string
    finalProfileStatusIndicator: 'Available' | 'Unavailable'
    eid?: string
    matchingId?: string
  }): Promise<unknown>
  close(): void
}
