import { addStrings } from '@/lib/i18n'
import strings from './en.groups.json'

await addStrings('groups', strings)
