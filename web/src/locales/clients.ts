import { addStrings } from '@/lib/i18n'
import strings from './en.clients.json'

addStrings('clients', strings)
