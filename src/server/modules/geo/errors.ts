/** Every message key the geo module answers with; each has a text in every language (tests/server/error-keys.test.ts). */
export const geoErrors = {
  locationNotFound: 'msp.v2.geo.location.notFound',
} as const
