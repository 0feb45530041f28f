import { addStrings } from '@/lib/i18n'
import strings from './en.developer.json'

addStrings('developer', strings)
