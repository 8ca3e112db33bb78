import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import type * as schema from '../db/schema/index.ts'

export type SeedDb = NodePgDatabase<typeof schema>
export type SeedTx = Parameters<Parameters<SeedDb['transaction']>[0]>[0]

export type ImageBucket = 'products' | 'designs' | 'partners' | 'site' | 'logo' | 'avatars'

export type SeedDeps = {
  /** Stores a PNG (re-encoded by the store) and returns its public URL. */
  saveImage: (bucket: ImageBucket, png: Buffer, name: string) => Promise<string>
  hashPassword: (pw: string) => Promise<string>
  log: (msg: string) => void
  /** The shop's public address, for links stored in the data (embed codes). */
  appUrl: string
}

/** Shared state handed to every part of the seed. */
export type SeedContext = {
  now: Date
  deps: SeedDeps
  /** Renders an SVG to PNG and stores it; returns the public URL. */
  image: (bucket: ImageBucket, name: string, svg: string) => Promise<string>
}

export type SeedUser = { id: string; email: string; name: string; username: string }
export type SeedUsers = {
  admin: SeedUser
  alice: SeedUser
  bob: SeedUser
  carol: SeedUser
  customers: SeedUser[]
  members: SeedUser[]
}
