import { BlockList, isIP } from 'node:net'
import type { Context } from 'hono'
import type { AppEnv } from '../deps'
import type { Env } from '../env'

/**
 * Which proxies in front of the server are believed about the caller's address: none (the
 * socket's peer is the caller), a fixed number of hops, or the proxies' own addresses.
 */
export type ProxyTrust =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; list: BlockList }

const normalize = (address: string) => {
  const a = address.trim()
  // IPv4 clients of a dual-stack socket show as ::ffff:a.b.c.d.
  return a.toLowerCase().startsWith('::ffff:') && isIP(a.slice(7)) === 4 ? a.slice(7) : a
}

/** "10.0.0.1, 10.1.0.0/16, ::1" as a matcher; throws on an entry that is no address or network. */
export function proxyAddressList(spec: string): BlockList {
  const list = new BlockList()
  for (const raw of spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address, prefix] = raw.split('/')
    const type = isIP(address)
    if (!type) throw new Error(`not an IP address: ${raw}`)
    const family = type === 4 ? 'ipv4' : 'ipv6'
    if (prefix === undefined) list.addAddress(address, family)
    else {
      const bits = Number(prefix)
      if (!/^\d+$/.test(prefix) || bits > (type === 4 ? 32 : 128)) throw new Error(`bad prefix: ${raw}`)
      list.addSubnet(address, bits, family)
    }
  }
  return list
}

const trustOfEnv = new WeakMap<object, ProxyTrust>()

/** The env's proxy settings (TRUST_PROXY_HOPS, TRUST_PROXY_ADDRESSES, the old TRUST_PROXY=true). */
export function proxyTrustOf(env: Pick<Env, 'TRUST_PROXY_HOPS' | 'TRUST_PROXY_ADDRESSES'>): ProxyTrust {
  const known = trustOfEnv.get(env)
  if (known) return known
  const trust: ProxyTrust = env.TRUST_PROXY_ADDRESSES
    ? { kind: 'addresses', list: proxyAddressList(env.TRUST_PROXY_ADDRESSES) }
    : env.TRUST_PROXY_HOPS > 0
      ? { kind: 'hops', hops: env.TRUST_PROXY_HOPS }
      : { kind: 'none' }
  trustOfEnv.set(env, trust)
  return trust
}

const isTrusted = (list: BlockList, address: string) => {
  const type = isIP(address)
  return type !== 0 && list.check(address, type === 4 ? 'ipv4' : 'ipv6')
}

/**
 * The caller's address from the socket's peer and X-Forwarded-For, read from the right:
 * every proxy appends the address it was called from, so only the entries our own proxies
 * wrote are believed; whatever the client put there itself lies further left and is never
 * reached (so a client cannot choose its throttling key).
 */
export function resolveClientAddress(
  socketAddress: string,
  forwardedFor: string | undefined,
  trust: ProxyTrust,
) {
  const peer = normalize(socketAddress)
  if (trust.kind === 'none') return peer
  const chain = (forwardedFor ?? '').split(',').map(normalize).filter(Boolean)
  if (trust.kind === 'hops') {
    // The peer is the first trusted hop; each further hop vouches for one entry from the right.
    if (chain.length === 0) return peer
    return chain[Math.max(0, chain.length - trust.hops)]
  }
  let address = peer
  while (isTrusted(trust.list, address) && chain.length > 0) address = chain.pop() as string
  return address
}

/** The caller's address as far as the configured proxies can be believed. */
export function clientAddress(c: Context<AppEnv>): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  return resolveClientAddress(
    incoming?.socket?.remoteAddress ?? 'unknown',
    c.req.header('x-forwarded-for'),
    proxyTrustOf(c.var.deps.env),
  )
}
