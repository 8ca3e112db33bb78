/**
 * A consistent snapshot of the shop's database and uploads (docs/operations.md#backups).
 *
 *   npm run backup            # into $BACKUP_DIR or ./backups/rdo-<UTC timestamp>/
 */
import path from 'node:path'
import { loadConfig } from '../apps/server/src/config.ts'
import { createBackup } from '../apps/server/src/ops/backup/snapshot.ts'
import { resolveTarget } from '../apps/server/src/ops/backup/target.ts'

const config = loadConfig()
const target = await resolveTarget(config, (m) => console.log(m))
try {
  const { dir, manifest } = await createBackup({
    databaseUrl: target.databaseUrl,
    uploadsDir: target.uploadsDir,
    s3Bucket: target.s3Bucket,
    backupDir: path.resolve(process.env.BACKUP_DIR || 'backups'),
  })
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0)
  const files =
    manifest.files.storage === 'disk'
      ? `${manifest.files.list.length} files`
      : `files not copied: they live in the S3 bucket ${manifest.files.bucket}`
  console.log(`Snapshot written to ${dir}: ${manifest.tables.length} tables, ${rows} rows, ${files}`)
} catch (err) {
  console.error(`Backup failed: ${(err as Error).message}`)
  process.exitCode = 1
} finally {
  await target.close()
}
