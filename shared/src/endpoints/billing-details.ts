import { billingDetailsRequestSchema, billingDetailsSchema } from '../billing/index.ts'
import { anyOf, get, post, resource } from '../endpoint.ts'
import { Permission as P } from '../permissions.ts'

/** The enterprise's billing details: the buyer its invoices name, and its time zone. */
export const billingDetailsEndpoints = resource('/v1/billing', 'Billing details', {
  details: get('/details', {
    summary:
      "The enterprise's billing details (company, address, country, tax id, billing email, time zone), or what is proposed until saved",
    access: anyOf(P.Subscription_View, P.Order_View),
    response: billingDetailsSchema,
  }),
  updateDetails: post('/details/update', {
    summary: 'Save the billing details: invoices paid from now on name them; paid ones keep theirs',
    access: anyOf(P.Subscription_Manage),
    body: billingDetailsRequestSchema,
    response: billingDetailsSchema,
  }),
})
