import { addStrings } from '@/lib/i18n'
import strings from './en.webhooks.json'

addStrings('webhooks', strings)
