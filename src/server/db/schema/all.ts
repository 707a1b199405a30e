// The one place that gathers every table for drizzle's relational API and drizzle-kit.
export * from './activity'
export * from './applications'
export * from './projects'
export * from './talent-search'
export * from './talents'
export * from './tenancy'
export * from './undo'
export * from './vms'
