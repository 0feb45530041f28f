import { addStrings } from '@/lib/i18n'
import strings from './en.fleet.json'

addStrings('fleet', strings)
