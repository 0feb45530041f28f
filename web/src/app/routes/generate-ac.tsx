import { GenerateAcPage } from '@/features/generate-ac/components/generate-ac-page'

/** `profile/generateac`: single, batch and open batch generation (Generate_Ac_View). */
export function GenerateAcRoute() {
  return <GenerateAcPage />
}
