import { describe, expect, it } from 'vitest'
import { readEnv } from '../env'
import { proxyAddressList, proxyTrustOf, resolveClientAddress } from './client-address'

const hops = (n: number) => ({ kind: 'hops' as const, hops: n })
const addresses = (spec: string) => ({ kind: 'addresses' as const, list: proxyAddressList(spec) })

describe('resolveClientAddress', () => {
  it('believes no header without a configured proxy', () => {
    expect(resolveClientAddress('192.0.2.9', '1.2.3.4', { kind: 'none' })).toBe('192.0.2.9')
    expect(resolveClientAddress('::ffff:192.0.2.9', undefined, { kind: 'none' })).toBe('192.0.2.9')
  })

  it('reads hops from the right, so entries the client wrote are never reached', () => {
    expect(resolveClientAddress('10.0.0.1', 'spoofed, 198.51.100.7', hops(1))).toBe('198.51.100.7')
    expect(resolveClientAddress('10.0.0.1', 'spoofed, 198.51.100.7, 10.0.0.2', hops(2))).toBe('198.51.100.7')
    // Fewer entries than hops: the furthest one there is.
    expect(resolveClientAddress('10.0.0.1', '198.51.100.7', hops(3))).toBe('198.51.100.7')
    expect(resolveClientAddress('10.0.0.1', undefined, hops(1))).toBe('10.0.0.1')
  })

  it('walks trusted proxy addresses from the right and stops at the first other one', () => {
    const trust = addresses('10.0.0.0/8, 2001:db8::1')
    expect(resolveClientAddress('10.0.0.1', 'spoofed, 198.51.100.7, 10.2.0.3', trust)).toBe('198.51.100.7')
    expect(resolveClientAddress('2001:db8::1', '198.51.100.8', trust)).toBe('198.51.100.8')
    // A caller that is not a proxy is the client, whatever it sends.
    expect(resolveClientAddress('198.51.100.9', '10.0.0.5', trust)).toBe('198.51.100.9')
  })
})

describe('proxy settings', () => {
  it('reads TRUST_PROXY_HOPS, TRUST_PROXY_ADDRESSES and the old TRUST_PROXY=true', () => {
    expect(proxyTrustOf(readEnv({}))).toEqual({ kind: 'none' })
    expect(proxyTrustOf(readEnv({ TRUST_PROXY_HOPS: '2' }))).toEqual(hops(2))
    expect(proxyTrustOf(readEnv({ TRUST_PROXY: 'true' }))).toEqual(hops(1))
    expect(proxyTrustOf(readEnv({ TRUST_PROXY: 'false' }))).toEqual({ kind: 'none' })
    expect(proxyTrustOf(readEnv({ TRUST_PROXY_ADDRESSES: '127.0.0.1,10.0.0.0/8' })).kind).toBe('addresses')
  })

  it('refuses a bad address list and both settings at once', () => {
    expect(() => readEnv({ TRUST_PROXY_ADDRESSES: 'proxy.local' })).toThrow(/TRUST_PROXY_ADDRESSES/)
    expect(() => readEnv({ TRUST_PROXY_ADDRESSES: '10.0.0.0/40' })).toThrow(/TRUST_PROXY_ADDRESSES/)
    expect(() => readEnv({ TRUST_PROXY_HOPS: '1', TRUST_PROXY_ADDRESSES: '10.0.0.1' })).toThrow(/not both/)
  })
})
