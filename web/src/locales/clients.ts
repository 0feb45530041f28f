import { addStrings } from '@/lib/i18n'
import strings from './en.clients.json'

await addStrings('clients', strings)
