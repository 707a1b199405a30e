import type { ServerModule } from '../module'
import { mspRoutes, mspsRoutes } from './routes'

/** The signed-in recruiter (msp = recruiter): profile, language, password, sign-in links, and the client's recruiters. */
export const mspModule: ServerModule = {
  name: 'msp',
  mounts: [
    ['/api/msp', mspRoutes],
    ['/api/msps', mspsRoutes],
  ],
}
