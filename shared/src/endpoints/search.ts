import { anyOf, post, resource } from '../endpoint.ts'
import { Permission as P } from '../permissions.ts'
import { searchRequestSchema, searchResultSchema } from '../search.ts'

/**
 * The screens whose records the search finds: a caller holding any one of them may search, and sees the
 * kinds of those screens only (checked again per kind by the domain). Screen names are found in the browser.
 */
export const SEARCH_SCREEN_IDS = [
  P.Fleet_View,
  P.Generate_Ac_View,
  P.Generate_AC_Log_View,
  P.Order_View,
  P.Group_View,
  P.Member_View,
  P.Admin_Order_View,
  P.Admin_Client_View,
] as const

/** "Find anything": profiles, batches, orders, groups, members (and for the platform's staff, clients). */
export const searchEndpoints = resource('/v1/search', 'Search', {
  query: post('/query', {
    summary: 'Up to five hits per kind for a text: an ICCID, EID, IMSI, MSISDN, batch code, order id or name',
    access: anyOf(...SEARCH_SCREEN_IDS),
    body: searchRequestSchema,
    response: searchResultSchema,
  }),
})
