import { z } from 'zod'
import { dbIdParam } from './ids'
import { text } from './text'

const paging = {
  query: text().trim().max(100).default(''),
  from: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(999).default(100),
}

/** GET brokercompany?query&from&size: the client's broker companies, by name. */
export const brokerCompanyQuerySchema = z.object(paging)
/** GET brokeremployee?brokerCompanyId&query&from&size: their contact people. */
export const brokerEmployeeQuerySchema = z.object({ ...paging, brokerCompanyId: dbIdParam.optional() })

export interface BrokerCompany {
  id: number
  name: string
  city: string | null
  countryCode: string | null
  employeeCount: number
}

export interface BrokerEmployee {
  id: number
  brokerCompanyId: number
  brokerCompanyName: string
  firstName: string
  lastName: string
  email: string | null
  phone: string | null
}

export interface BrokerList<T> {
  results: T[]
  totalResults: number
}
