/*
 * The client's external application link (§3 "external application link"): where a talent
 * applies for a project outside the workspace. With "assisted UTM" on, the recruiter picks one
 * of the client's tracking sources and the link carries it as UTM parameters, so the career
 * site can say where an application came from.
 */

export interface ApplicationLinkOptions {
  /** The client's external application link (an http(s) address). */
  base: string
  projectId: number
  /** A tracking source (assisted UTM): utm_source; the medium and campaign are the product's. */
  trackingSource?: string | null
}

/** The UTM medium every assisted link carries: a recruiter shared it. */
export const UTM_MEDIUM = 'recruiter'

/** The link for one project, or null when the client's link is not a usable http(s) address. */
export function applicationLink({ base, projectId, trackingSource }: ApplicationLinkOptions): string | null {
  let url: URL
  try {
    url = new URL(base.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  url.searchParams.set('project', String(projectId))
  const source = trackingSource?.trim()
  if (source) {
    url.searchParams.set('utm_source', source)
    url.searchParams.set('utm_medium', UTM_MEDIUM)
    url.searchParams.set('utm_campaign', `project-${projectId}`)
  }
  return url.toString()
}
