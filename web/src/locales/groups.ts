import { addStrings } from '@/lib/i18n'
import strings from './en.groups.json'

addStrings('groups', strings)
