import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpSink, type SmtpSink } from '../../../scripts/smtp-sink.ts'

// The mail server the campaign tests send to: a sender killed in the middle of a message resets its
// connection, and the sink must keep running (and keep nothing of that message).
let sink: SmtpSink

beforeAll(async () => {
  sink = await startSmtpSink()
})
afterAll(async () => {
  await sink?.close()
})

function dialogue(socket: net.Socket) {
  let buffered = ''
  const waiting: Array<{ code: string; resolve: () => void }> = []
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => {
    buffered += chunk
    for (const w of [...waiting]) {
      if (new RegExp(`^${w.code} `, 'm').test(buffered)) {
        buffered = ''
        waiting.splice(waiting.indexOf(w), 1)
        w.resolve()
      }
    }
  })
  return (line: string | null, code: string) =>
    new Promise<void>((resolve) => {
      waiting.push({ code, resolve })
      if (line !== null) socket.write(`${line}\r\n`)
    })
}

/** A sender that has greeted the sink and is about to write a message for buyer@example.com. */
async function startMessage(host: string) {
  const socket = net.connect(sink.port, '127.0.0.1')
  const say = dialogue(socket)
  await say(null, '220')
  await say(`EHLO ${host}`, '250')
  await say('MAIL FROM:<shop@example.com>', '250')
  await say('RCPT TO:<buyer@example.com>', '250')
  await say('DATA', '354')
  return { socket, say }
}

describe('SMTP sink', () => {
  it('survives a sender that resets its connection in the middle of a message', async () => {
    const { socket } = await startMessage('crash.test')
    socket.write('Subject: half a message\r\n\r\nThe sender dies before the final dot')
    await new Promise((r) => setTimeout(r, 50))
    socket.resetAndDestroy()

    await expect.poll(() => sink.connectionErrors.length).toBe(1)
    expect(sink.connectionErrors[0]).toMatchObject({ code: 'ECONNRESET' })
    expect(sink.messages).toHaveLength(0)

    // And it still takes the next sender's message.
    const { socket: next, say: again } = await startMessage('next.test')
    await again('Subject: whole\r\n\r\nDelivered.\r\n.', '250')
    next.end('QUIT\r\n')
    expect(sink.countsByRecipient().get('buyer@example.com')).toBe(1)
  })
})
