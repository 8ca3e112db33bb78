import Fastify from 'fastify'
import { fire } from './api-bench.ts'

/**
 * The machine's pace at the moment: a bare Fastify hello-world in this process under autocannon (a
 * child process, 32 connections, 3 s), as the API benchmark's ceiling row measures it. A shared VM's
 * speed changes from day to day; figures of two runs compare only at a similar pace.
 */
export async function machinePace(): Promise<string> {
  const hello = Fastify()
  hello.get('/', async () => ({ hello: 'world' }))
  const url = await hello.listen({ port: 0, host: '127.0.0.1' })
  try {
    const r = await fire(`${url}/`, { duration: 3 })
    return `bare Fastify hello-world ${Math.round(r.requests.average).toLocaleString('en-US')} req/s at ${Math.round(r.cpuMicros)} µs CPU each`
  } finally {
    await hello.close()
  }
}
