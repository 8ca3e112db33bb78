import type { FastifyRequest } from 'fastify'
import { Invalid } from './errors.ts'

export type SingleFileRules = {
  maxBytes: number
  messages: { fileRequired: string; tooManyFiles: string }
}

/**
 * Reads exactly one file from a multipart request. The size is capped while streaming, so an
 * oversized upload is refused without being held in memory; a second file is refused.
 */
export async function readSingleFile(req: FastifyRequest, rules: SingleFileRules): Promise<Buffer> {
  const { maxBytes, messages } = rules
  const tooLarge = () => new Invalid(`File is larger than ${maxBytes} bytes`, 'FILE_TOO_LARGE')
  if (!req.isMultipart()) throw new Invalid(messages.fileRequired, 'FILE_REQUIRED')
  let buffer: Buffer | null = null
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 2 } })) {
      if (part.type !== 'file') continue
      if (buffer) throw new Invalid(messages.tooManyFiles, 'TOO_MANY_FILES')
      buffer = await part.toBuffer()
      if (part.file.truncated) throw tooLarge()
    }
  } catch (err) {
    const code = (err as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge()
    if (code === 'FST_FILES_LIMIT') throw new Invalid(messages.tooManyFiles, 'TOO_MANY_FILES')
    throw err
  }
  if (!buffer) throw new Invalid(messages.fileRequired, 'FILE_REQUIRED')
  return buffer
}
