import { Worker } from 'node:worker_threads'
import type { GeoPlace } from '../../../shared/contracts/geo'

type Op = 'autocomplete' | 'locate' | 'nearest' | 'within'
interface Reply {
  id?: number
  result?: unknown
  error?: string
  ready?: boolean
}

/**
 * The host side of the offline gazetteer (gazetteer-worker.mjs): one worker per process,
 * started by the first lookup (or warm()), unref'd so it never keeps the process alive.
 * Lookups queue until the worker has decoded the dataset.
 */
class Gazetteer {
  private worker: Worker | null = null
  private next = 0
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>()

  private start(): Worker {
    if (this.worker) return this.worker
    const worker = new Worker(new URL('./gazetteer-worker.mjs', import.meta.url))
    worker.unref()
    worker.on('message', (reply: Reply) => {
      if (reply.id === undefined) return
      const waiting = this.pending.get(reply.id)
      this.pending.delete(reply.id)
      if (reply.error !== undefined) waiting?.reject(new Error(reply.error))
      else waiting?.resolve(reply.result)
    })
    const fail = (error: Error) => {
      for (const w of this.pending.values()) w.reject(error)
      this.pending.clear()
      this.worker = null
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`gazetteer worker exited (${code})`)))
    this.worker = worker
    return worker
  }

  private ask<T>(op: Op, args: unknown): Promise<T> {
    const worker = this.start()
    const id = ++this.next
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject })
      worker.postMessage({ id, op, args })
    })
  }

  /** Starts decoding the dataset ahead of the first lookup (server start). */
  warm(): void {
    this.start()
  }

  autocomplete(input: string, country: string | undefined, limit: number): Promise<GeoPlace[]> {
    return this.ask('autocomplete', { input, country, limit })
  }

  locate(city: string, country: string | undefined): Promise<GeoPlace | null> {
    return this.ask('locate', { city, country })
  }

  /** "city|CC" keys (lower case, with and without accents) of the cities within `km` of a point. */
  within(latitude: number, longitude: number, km: number, limit = 20_000): Promise<string[]> {
    return this.ask('within', { latitude, longitude, km, limit })
  }

  nearest(latitude: number, longitude: number): Promise<(GeoPlace & { distanceKm: number }) | null> {
    return this.ask('nearest', { latitude, longitude })
  }
}

export const gazetteer = new Gazetteer()
