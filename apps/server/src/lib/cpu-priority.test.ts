import { execFileSync } from 'node:child_process'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// In a child process: a process's priority can be lowered but (without privileges) not raised again.
const niceness = (nice: number) =>
  Number(
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('${fileURLToPath(new URL('./cpu-priority.ts', import.meta.url))}')
          .then((m) => console.log(m.lowerCpuPriority(${nice}), require('node:os').getPriority()))`,
      ],
      { encoding: 'utf8' },
    )
      .trim()
      .split(' ')[1],
  )

describe('lowerCpuPriority', () => {
  it('lowers the process’s priority to the niceness asked for', () => {
    const base = os.getPriority()
    expect(niceness(Math.min(19, base + 7))).toBe(Math.min(19, base + 7))
  })

  it('never raises it: 0, or less than the current niceness, leaves it', () => {
    const base = os.getPriority()
    expect(niceness(0)).toBe(base)
  })
})
