/**
 * A strict reader of the Prometheus text format (0.0.4), for tests: every line must be a HELP, TYPE,
 * comment, empty or sample line; every sample must belong to a family whose TYPE came first; a
 * family's lines must be together; histogram buckets must grow with `le` and end with `+Inf` equal to
 * `_count`. Throws with the line number on the first fault.
 */
export type Sample = { name: string; labels: Record<string, string>; value: number }
export type Family = { name: string; type: string; help?: string; samples: Sample[] }

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*'
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})?[ \\t]+(\\S+)(?:[ \\t]+-?\\d+)?$`)
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped'])

/** As Prometheus reads a value (Go's ParseFloat): NaN and Inf in any case, so prom-client's `Nan` too. */
function parseValue(text: string): number {
  if (/^\+?inf$/i.test(text)) return Infinity
  if (/^-inf$/i.test(text)) return -Infinity
  if (/^nan$/i.test(text)) return NaN
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`not a number: ${text}`)
  return Number(text)
}

function parseLabels(text: string): Record<string, string> {
  const labels: Record<string, string> = {}
  const re = new RegExp(`\\s*(${NAME})="((?:[^"\\\\\\n]|\\\\[\\\\"n])*)"\\s*(,|$)`, 'y')
  let at = 0
  while (at < text.length) {
    re.lastIndex = at
    const m = re.exec(text)
    if (!m) throw new Error(`bad labels: {${text}}`)
    if (m[1]! in labels) throw new Error(`label ${m[1]} twice`)
    labels[m[1]!] = m[2]!.replace(/\\(["\\n])/g, (_s, c: string) => (c === 'n' ? '\n' : c))
    at = re.lastIndex
  }
  return labels
}

/** Which family a sample line belongs to (a histogram's `_bucket`, `_sum` and `_count` included). */
function familyOf(name: string, families: Map<string, Family>): Family | undefined {
  const direct = families.get(name)
  if (direct) return direct
  const m = /^(.*)_(bucket|sum|count)$/.exec(name)
  const base = m ? families.get(m[1]!) : undefined
  return base && (base.type === 'histogram' || (base.type === 'summary' && m![2] !== 'bucket'))
    ? base
    : undefined
}

function checkHistogram(f: Family) {
  const groups = new Map<string, { buckets: [number, number][]; count?: number }>()
  for (const s of f.samples) {
    const { le, ...rest } = s.labels
    const key = JSON.stringify(rest)
    const g = groups.get(key) ?? { buckets: [] }
    groups.set(key, g)
    if (s.name === `${f.name}_bucket`) {
      if (le === undefined) throw new Error(`${f.name}: a bucket without le`)
      g.buckets.push([parseValue(le), s.value])
    } else if (s.name === `${f.name}_count`) g.count = s.value
  }
  for (const [key, g] of groups) {
    for (let i = 1; i < g.buckets.length; i++) {
      const [le0, v0] = g.buckets[i - 1]!
      const [le1, v1] = g.buckets[i]!
      if (!(le1 > le0) || v1 < v0) throw new Error(`${f.name}${key}: buckets out of order`)
    }
    const last = g.buckets.at(-1)
    if (!last || last[0] !== Infinity) throw new Error(`${f.name}${key}: no +Inf bucket`)
    if (g.count !== last[1])
      throw new Error(`${f.name}${key}: _count ${g.count} differs from +Inf ${last[1]}`)
  }
}

export function parsePrometheusText(text: string): Map<string, Family> {
  if (!text.endsWith('\n')) throw new Error('the text must end with a newline')
  const families = new Map<string, Family>()
  const finished = new Set<string>()
  let current: Family | undefined
  text
    .slice(0, -1)
    .split('\n')
    .forEach((line, i) => {
      const fail = (why: string) => {
        throw new Error(`line ${i + 1}: ${why}: ${line}`)
      }
      const meta = /^#\s+(HELP|TYPE)\s+(\S+)(?:\s+(.*))?$/.exec(line)
      if (meta) {
        const [, kind, name, rest = ''] = meta
        if (!new RegExp(`^${NAME}$`).test(name!)) fail('bad metric name')
        if (kind === 'TYPE') {
          if (families.get(name!)?.type) fail('TYPE given twice')
          if (!TYPES.has(rest)) fail('unknown type')
          families.set(name!, { ...(families.get(name!) ?? { name: name!, samples: [] }), type: rest })
        } else {
          families.set(name!, {
            ...(families.get(name!) ?? { name: name!, type: '', samples: [] }),
            help: rest,
          })
        }
        return
      }
      // Comments and empty lines (prom-client puts one between families) are ignored.
      if (line.startsWith('#') || line === '') return
      const m = SAMPLE.exec(line)
      if (!m) fail('not a sample line')
      const family = familyOf(m![1]!, families)
      if (!family?.type) fail('sample before its TYPE')
      if (family !== current) {
        if (current) finished.add(current.name)
        if (finished.has(family!.name)) fail('family lines are not together')
        current = family
      }
      try {
        family!.samples.push({ name: m![1]!, labels: parseLabels(m![2] ?? ''), value: parseValue(m![3]!) })
      } catch (err) {
        fail((err as Error).message)
      }
    })
  for (const f of families.values()) if (f.type === 'histogram' && f.samples.length) checkHistogram(f)
  return families
}

/** The value of one sample: the family's sample named `name` whose labels include `labels`. */
export function sampleValue(
  families: Map<string, Family>,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const f of families.values()) {
    for (const s of f.samples) {
      if (s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)) return s.value
    }
  }
  return undefined
}
