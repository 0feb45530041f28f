import { addStrings } from '@/lib/i18n'
import './orders'
import strings from './en.billing.json'

addStrings('billing', strings)
