import { addStrings } from '@/lib/i18n'
import strings from './en.team.json'

addStrings('team', strings)
