import nodemailer from 'nodemailer'
import { parseConnectionUrl } from 'nodemailer/lib/shared'

const STEP_TIMEOUT_MS = 1000

/** Connects to the mail server, greets and signs in (when the URL has credentials), then hangs up. */
export async function verifySmtp(url: string): Promise<void> {
  const transport = nodemailer.createTransport({
    ...parseConnectionUrl(url),
    connectionTimeout: STEP_TIMEOUT_MS,
    greetingTimeout: STEP_TIMEOUT_MS,
    socketTimeout: STEP_TIMEOUT_MS,
  })
  try {
    await transport.verify()
  } finally {
    transport.close()
  }
}
