/**
 * A local SMTP server that keeps every message it accepts, for tests, benchmarks and trying campaigns
 * by hand. It accepts a message only when the client finishes it (the final dot), like any real mail
 * server, so a client killed mid-message leaves nothing behind.
 *
 *   node --import tsx scripts/smtp-sink.ts            # SMTP on 2525, message list on http://127.0.0.1:2526
 *   SMTP_URL=smtp://127.0.0.1:2525 npm start
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type SinkMessage = {
  /** Envelope recipients (RCPT TO). */
  to: string[]
  from: string
  raw: Buffer
  receivedAt: Date
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>

export async function startSmtpSink({ port = 0, host = '127.0.0.1' } = {}) {
  const messages: SinkMessage[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw: Buffer.concat(chunks),
          receivedAt: new Date(),
        })
        callback()
      })
    },
  })
  // A client that drops its connection mid-message (a sender killed half-way) is an error of that
  // connection only: the message is not kept and the sink carries on, as a real mail server would.
  const connectionErrors: Error[] = []
  server.on('error', (err: Error) => void connectionErrors.push(err))
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  const address = (server.server.address() as AddressInfo).port
  return {
    port: address,
    url: `smtp://${host}:${address}`,
    messages,
    /** Errors of connections the other side broke off (a reset in the middle of a message). */
    connectionErrors,
    /** How many messages each recipient got. */
    countsByRecipient() {
      const counts = new Map<string, number>()
      for (const m of messages) for (const to of m.to) counts.set(to, (counts.get(to) ?? 0) + 1)
      return counts
    },
    parse: (m: SinkMessage) => simpleParser(m.raw),
    clear: () => void messages.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.SMTP_SINK_PORT ?? 2525)
  const sink = await startSmtpSink({ port })
  http
    .createServer(async (_req, res) => {
      const list = await Promise.all(
        sink.messages.slice(-200).map(async (m) => {
          const parsed = await sink.parse(m)
          return { to: m.to, subject: parsed.subject, date: m.receivedAt, text: parsed.text }
        }),
      )
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ count: sink.messages.length, latest: list.reverse() }, null, 2))
    })
    .listen(port + 1, '127.0.0.1')
  console.log(`SMTP sink on ${sink.url}; messages on http://127.0.0.1:${port + 1}`)
}
