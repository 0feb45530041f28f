import { addStrings } from '@/lib/i18n'
import strings from './en.billing.json'

await addStrings('billing', strings)
