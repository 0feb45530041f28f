import { addStrings } from '@/lib/i18n'
import strings from './en.orders.json'

addStrings('orders', strings)
