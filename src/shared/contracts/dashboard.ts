import { z } from 'zod'
// Its zod settings in the browser (no compiled fast path under the CSP) before any parse here.
import './text'

export const PROJECT_GROUPS = [
  'open',
  'partlyFilled',
  'filled',
  'closed',
  'deleted',
  'unpublished',
  'paused',
] as const
export type ProjectGroup = (typeof PROJECT_GROUPS)[number]

/** GET dashboard/counts: project groups and talent pipeline totals (§2 Dashboard). */
export const dashboardCountsSchema = z.object({
  projects: z.object({
    open: z.number(),
    partlyFilled: z.number(),
    filled: z.number(),
    closed: z.number(),
    deleted: z.number(),
    unpublished: z.number(),
    paused: z.number(),
  }),
  pipeline: z.object({
    dataHarbour: z.number(),
    suggested: z.number(),
    invited: z.number(),
    active: z.number(),
    rejectedOrWithdrawn: z.number(),
    send2vms: z.number(),
    hired: z.number(),
    rejectedVms: z.number(),
  }),
})
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>
