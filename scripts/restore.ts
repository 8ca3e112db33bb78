/**
 * Restores a snapshot of `npm run backup` into an empty database (docs/operations.md#backups).
 *
 *   npm run restore backups/rdo-20260101T000000Z
 */
import path from 'node:path'
import { loadConfig } from '../apps/server/src/config.ts'
import { restoreBackup } from '../apps/server/src/ops/backup/restore.ts'
import { resolveTarget } from '../apps/server/src/ops/backup/target.ts'

const snapshot = process.argv[2]
if (!snapshot) {
  console.error('Usage: npm run restore <snapshot folder>')
  process.exit(2)
}
const config = loadConfig()
const target = await resolveTarget(config, (m) => console.log(m))
try {
  const manifest = await restoreBackup({
    databaseUrl: target.databaseUrl,
    snapshotDir: path.resolve(snapshot),
    uploadsDir: target.uploadsDir,
    log: (m) => console.log(m),
  })
  console.log(`Restored the snapshot of ${manifest.created_at}: row counts match the manifest`)
} catch (err) {
  console.error(`Restore failed: ${(err as Error).message}`)
  process.exitCode = 1
} finally {
  await target.close()
}
