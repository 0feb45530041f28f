import { addStrings } from '@/lib/i18n'
import strings from './en.orders.json'

await addStrings('orders', strings)
