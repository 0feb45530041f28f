import { addStrings } from '@/lib/i18n'
import strings from './en.generate.json'

addStrings('generate', strings)
