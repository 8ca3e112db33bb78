import fs from 'node:fs'

/**
 * The functions a CPU profile spent its time in: `node --import tsx bench/profile-top.ts file.cpuprofile [n]`
 * prints the top `n` (default 40) by self time, then the same grouped by package or source folder.
 */
type Node = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] }

const [file, n = '40'] = process.argv.slice(2)
if (!file) throw new Error('usage: profile-top.ts file.cpuprofile [n]')
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile
const byId = new Map(profile.nodes.map((node) => [node.id, node]))
const self = new Map<number, number>()
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)))
const total = [...self.values()].reduce((a, b) => a + b, 0)

const where = (url: string) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (pkg) return pkg[1]!
  const src = /\/(apps\/[^/]+\/src\/[^/]+(?:\/[^/]+)?)/.exec(url)
  if (src) return src[1]!
  return url.startsWith('node:') ? url : url ? 'other' : '(native)'
}
const fns = new Map<string, number>()
const places = new Map<string, number>()
for (const [id, us] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame
  const key = `${functionName || '(anonymous)'} ${where(url)}:${lineNumber + 1}`
  fns.set(key, (fns.get(key) ?? 0) + us)
  places.set(where(url), (places.get(where(url)) ?? 0) + us)
}
const show = (m: Map<string, number>, count: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .forEach(([k, us]) =>
      console.log(
        `${(us / 1000).toFixed(0).padStart(7)} ms ${((100 * us) / total).toFixed(1).padStart(5)} %  ${k}`,
      ),
    )
console.log(`total ${(total / 1000).toFixed(0)} ms\n`)
show(fns, Number(n))
console.log('')
show(places, 30)
