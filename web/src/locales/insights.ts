import { addStrings } from '@/lib/i18n'
import strings from './en.insights.json'

addStrings('insights', strings)
