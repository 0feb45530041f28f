import { addStrings } from '@/lib/i18n'
import strings from './en.console.json'

addStrings('console', strings)
