import type { ServerModule } from '../module'
import { brokerCompanyRoutes, brokerEmployeeRoutes } from './routes'

/** Broker companies (staffing agencies the client works with) and their employees: reference data of the client. */
export const brokersModule: ServerModule = {
  name: 'brokers',
  mounts: [
    ['/api/brokercompany', brokerCompanyRoutes],
    ['/api/brokeremployee', brokerEmployeeRoutes],
  ],
}
