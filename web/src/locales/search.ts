import { addStrings } from '@/lib/i18n'
import strings from './en.search.json'

addStrings('search', strings)
