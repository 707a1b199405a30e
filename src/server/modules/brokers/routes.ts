import { Hono } from 'hono'
import { brokerCompanyQuerySchema, brokerEmployeeQuerySchema } from '../../../shared/contracts/brokers'
import type { AppEnv } from '../../deps'
import { parseParams } from '../../kernel/validate'
import { listBrokerCompanies, listBrokerEmployees } from './broker-service'

/** GET brokercompany (§7 Misc), mounted at /api/brokercompany. */
export const brokerCompanyRoutes = new Hono<AppEnv>().get('/', async (c) =>
  c.json(
    await listBrokerCompanies(
      c.var.deps.db,
      c.var.user,
      parseParams(c.req.query(), brokerCompanyQuerySchema),
    ),
  ),
)

/** GET brokeremployee (§7 Misc), mounted at /api/brokeremployee. */
export const brokerEmployeeRoutes = new Hono<AppEnv>().get('/', async (c) =>
  c.json(
    await listBrokerEmployees(
      c.var.deps.db,
      c.var.user,
      parseParams(c.req.query(), brokerEmployeeQuerySchema),
    ),
  ),
)
