import { hashPassword } from 'better-auth/crypto'
import type { Config } from '../config.ts'
import { storeImage } from '../modules/files/images.ts'
import { createStorage } from '../modules/files/storage.ts'
import type { Db } from '../db/client.ts'
import { seedDemoData } from './index.ts'

/** Seeds the demo data, storing its generated images like uploads (WebP renditions). */
export async function seedWithStorage(db: Db, config: Config, log: (msg: string) => void) {
  const storage = createStorage(config)
  await seedDemoData(db, {
    saveImage: async (bucket, png) =>
      (await storeImage(storage, bucket, png, { allowed: ['png'], maxBytes: 50 * 1024 * 1024 })).url,
    hashPassword,
    log,
    appUrl: config.APP_URL,
  })
}
