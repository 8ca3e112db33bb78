import path from 'node:path'
import type { Config } from '../../config.ts'
import { startEmbeddedPostgres } from '../../db/embedded.ts'

/**
 * The database and uploads the shop uses with this configuration: DATABASE_URL, or the embedded
 * PostgreSQL in DATA_DIR (the running one is reused; when none runs it is started and stopped again).
 */
export async function resolveTarget(config: Config, log: (msg: string) => void) {
  const uploadsDir = path.join(config.DATA_DIR, 'files')
  const s3Bucket = config.S3_BUCKET
  if (config.DATABASE_URL)
    return { databaseUrl: config.DATABASE_URL, uploadsDir, s3Bucket, close: async () => {} }
  const embedded = await startEmbeddedPostgres({
    dataDir: config.DATA_DIR,
    port: config.EMBEDDED_PG_PORT,
    log,
  })
  return {
    databaseUrl: embedded.url,
    uploadsDir,
    s3Bucket,
    close: async () => {
      if (!embedded.reused) await embedded.stop()
    },
  }
}
