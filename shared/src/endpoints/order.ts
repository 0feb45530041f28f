import {
  orderCreateRequestSchema,
  orderIdQuerySchema,
  orderIdRequestSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderQuoteRequestSchema,
  orderQuoteSchema,
  orderSchema,
} from '../billing/index.ts'
import { anyOf, get, post, resource } from '../endpoint.ts'
import { Permission as P } from '../permissions.ts'

const INVOICE = { contentType: 'application/pdf', filename: 'invoice.pdf' } as const

/** The enterprise's own orders. Prices are computed on the server; a request carrying an amount is refused. */
export const orderEndpoints = resource('/v1/order', 'Orders', {
  quote: post('/quote', {
    summary: 'The price of a plan for the enterprise, with how an upgrade is computed',
    access: anyOf(P.Order_View),
    body: orderQuoteRequestSchema,
    response: orderQuoteSchema,
  }),
  create: post('/create', {
    summary: 'Buy a plan: an order to pay by card (checkout link) or bank transfer (bank details)',
    access: anyOf(P.Order_Purchase),
    body: orderCreateRequestSchema,
    response: orderSchema,
  }),
  query: get('/query', {
    summary: "A page of the enterprise's orders, newest first",
    access: anyOf(P.Order_View),
    query: orderListQuerySchema,
    response: orderPageSchema,
  }),
  info: get('/info', {
    summary: 'One order',
    access: anyOf(P.Order_View),
    query: orderIdQuerySchema,
    response: orderSchema,
  }),
  close: post('/close', {
    summary: 'Close an unpaid order',
    access: anyOf(P.Order_Purchase),
    body: orderIdRequestSchema,
    response: orderSchema,
  }),
  invoice: get('/invoice', {
    summary: "A paid order's invoice (PDF): seller, buyer, lines, tax and payment",
    access: anyOf(P.Order_View),
    query: orderIdQuerySchema,
    file: INVOICE,
  }),
})
