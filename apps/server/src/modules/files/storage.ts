import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { Config } from '../../config.ts'

export const BUCKETS = ['logo', 'avatars', 'designs', 'partners', 'products', 'site'] as const
export type Bucket = (typeof BUCKETS)[number]

export type StoredObject = { body: Readable; contentType: string; size?: number }

export interface Storage {
  put(bucket: Bucket, key: string, body: Buffer, contentType: string): Promise<string>
  get(bucket: Bucket, key: string): Promise<StoredObject | null>
  publicUrl(bucket: Bucket, key: string): string
  /** A cheap call that proves a remote store answers (readiness); throws when it does not. */
  reach?(signal: AbortSignal): Promise<void>
}

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9._/-]{0,200}$/
export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`)
}

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
}

export function createDiskStorage(root: string): Storage {
  return {
    async put(bucket, key, body) {
      assertSafeKey(key)
      const file = path.join(root, bucket, key)
      await fs.promises.mkdir(path.dirname(file), { recursive: true })
      await fs.promises.writeFile(file, body)
      return this.publicUrl(bucket, key)
    },
    async get(bucket, key) {
      assertSafeKey(key)
      const file = path.join(root, bucket, key)
      const st = await fs.promises.stat(file).catch(() => null)
      if (!st?.isFile()) return null
      return {
        body: fs.createReadStream(file),
        contentType: contentTypes[path.extname(key)] ?? 'application/octet-stream',
        size: st.size,
      }
    },
    publicUrl: (bucket, key) => `/files/${bucket}/${key}`,
  }
}

export function createS3Storage(config: Config): Storage {
  const client = new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: Boolean(config.S3_ENDPOINT),
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  })
  const Bucket = config.S3_BUCKET!
  return {
    async put(bucket, key, body, contentType) {
      assertSafeKey(key)
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: `${bucket}/${key}`,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      )
      return this.publicUrl(bucket, key)
    },
    async get(bucket, key) {
      assertSafeKey(key)
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: `${bucket}/${key}` }))
        return {
          body: out.Body as Readable,
          contentType: out.ContentType ?? 'application/octet-stream',
          size: out.ContentLength,
        }
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return null
        throw err
      }
    },
    publicUrl: (bucket, key) =>
      config.S3_PUBLIC_URL
        ? `${config.S3_PUBLIC_URL.replace(/\/$/, '')}/${bucket}/${key}`
        : `/files/${bucket}/${key}`,
    async reach(signal) {
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: signal })
    },
  }
}

export function createStorage(config: Config): Storage {
  return config.S3_BUCKET ? createS3Storage(config) : createDiskStorage(path.join(config.DATA_DIR, 'files'))
}

declare module '../../types.ts' {
  interface ModuleServices {
    /** Uploaded files (local folder or S3). */
    storage: Storage
  }
}
