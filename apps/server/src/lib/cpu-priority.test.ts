import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * In a child process (a process's priority can be lowered but, without privileges, not raised again):
 * what lowerCpuPriority answers, and the niceness of each of the child's threads afterwards (Linux).
 */
function inChild(nice: number): { answered: number; threads: number[] } {
  const module = fileURLToPath(new URL('./cpu-priority.ts', import.meta.url))
  const out = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `const fs = require('node:fs')
      import('${module}').then((m) => {
        const answered = m.lowerCpuPriority(${nice})
        const threads = fs.existsSync('/proc/self/task')
          ? fs.readdirSync('/proc/self/task').map((t) =>
              Number(fs.readFileSync('/proc/self/task/' + t + '/stat', 'utf8').split(') ')[1].split(' ')[16]))
          : []
        console.log(JSON.stringify({ answered, threads }))
      })`,
    ],
    { encoding: 'utf8' },
  )
  return JSON.parse(out.trim().split('\n').at(-1)!) as { answered: number; threads: number[] }
}

describe('lowerCpuPriority', () => {
  it('lowers the priority of the process, every thread of it, to the niceness asked for', () => {
    const nice = Math.min(19, os.getPriority() + 7)
    const { answered, threads } = inChild(nice)
    expect(answered).toBe(nice)
    if (fs.existsSync('/proc/self/task')) {
      expect(threads.length).toBeGreaterThan(1)
      expect(new Set(threads)).toEqual(new Set([nice]))
    }
  })

  it('never raises it: 0, or less than the current niceness, leaves it', () => {
    const base = os.getPriority()
    expect(inChild(0).answered).toBe(base)
    expect(inChild(Math.max(0, base - 1)).answered).toBe(base)
  })
})
