import readline from 'node:readline'

/**
 * The metrics benchmark's scraper, in a process of its own as Prometheus would be: the measured app
 * pays for answering /metrics, not for asking. Reads commands on stdin, one a line: `start <url>
 * <token>` scrapes the url every second until `stop`, which answers on stdout with the number of scrapes
 * completed since the start.
 */
let timer: NodeJS.Timeout | undefined
let scrapes = 0

for await (const line of readline.createInterface({ input: process.stdin })) {
  const [command, url, token] = line.split(' ')
  if (command === 'start') {
    scrapes = 0
    timer = setInterval(() => {
      void fetch(url!, { headers: { authorization: `Bearer ${token}` } })
        .then((r) => r.text())
        .then(() => scrapes++)
    }, 1000)
  } else if (command === 'stop') {
    clearInterval(timer)
    process.stdout.write(`${scrapes}\n`)
  }
}
