import { endpoints } from '@simlessly/shared'
import { getBillingDetails, saveBillingDetails } from '../../domain/billing/billing-details.ts'
import { implement } from '../endpoint-router.ts'

export const billingDetailsRoutes = implement(endpoints.billingDetails, {
  details: ({ ctx, actor }) => getBillingDetails(ctx, actor),
  updateDetails: ({ ctx, actor, input }) => saveBillingDetails(ctx, actor, input),
})
