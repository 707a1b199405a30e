import type { ServerModule } from '../module'
import { talentRoutes } from './routes'

/** Talents (freelancer = talent): profile, state, tier, history, action log, CV, erasure. */
export const talentsModule: ServerModule = {
  name: 'talents',
  mounts: [['/api/freelancer', talentRoutes]],
}

export { cvPdfForApplication } from './cv-pdf'
export { type PdfBlock, renderPdf } from './cv-pdf-writer'
export { canSeePersonalData, mayOpenTalentFiles, personalDataVisibleSql } from './personal-data'
export { compactPendingErasures } from './talent-erasure'
export { liveTalents, ownedTalent, writeTalentEvent } from './talent-service'
