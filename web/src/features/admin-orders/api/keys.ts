/** Every query of the admin order screen starts with this key, so an action refreshes all it changed. */
export const ADMIN_ORDERS_KEY = 'admin-orders'
