import { addStrings } from '@/lib/i18n'
import strings from './en.operations.json'

await addStrings('operations', strings)
