import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { median } from './stats.ts'

/**
 * Lighthouse (mobile preset, median of LIGHTHOUSE_RUNS runs, 3 by default) on the public pages of the production build, served by the
 * real server on fresh demo data. Reports the performance score, LCP, TBT and CLS of each page, and its
 * SEO score (the lowest of the runs: the SEO audits do not depend on timing).
 */
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3500)
const BASE = `http://localhost:${PORT}`
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)

const PUBLIC_PAGES = [
  '/',
  '/products',
  ':product',
  '/shipping-info',
  '/returns',
  '/size-guide',
  '/contact-us',
  '/privacy',
  '/terms',
  '/token',
  '/partner-program',
  '/community-designs',
  ':design',
  ':partner',
]

type Result = { score: number; lcp: number; tbt: number; cls: number; seo: number }

async function startShop(): Promise<ChildProcess> {
  const dataDir = path.resolve('.data/bench-web')
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      APP_URL: BASE,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: process.env.BENCH_WEB_PG_PORT ?? '54370',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  })
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${BASE}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('The shop did not start')
}

async function firstProductPath(): Promise<string> {
  const res = await fetch(`${BASE}/api/products?limit=1`)
  const body = (await res.json()) as { items: { slug: string }[] }
  return `/products/${body.items[0]!.slug}`
}

async function firstDesignPath(): Promise<string> {
  const res = await fetch(`${BASE}/api/community-designs?filter=all&per_page=1`)
  const body = (await res.json()) as { items: { id: string }[] }
  return `/community-designs/${body.items[0]!.id}`
}

async function firstPartnerStorePath(): Promise<string> {
  const res = await fetch(`${BASE}/api/partner-stores`)
  const body = (await res.json()) as { items: { id: string }[] }
  return `/partners/${body.items[0]!.id}`
}

async function measure(url: string): Promise<Result> {
  const runs: Result[] = []
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
    try {
      const out = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance', 'seo'],
        output: 'json',
        logLevel: 'error',
      })
      const lhr = out!.lhr
      // Lighthouse sometimes fails to record a trace (NO_NAVSTART and the like): run that one again.
      if (lhr.runtimeError) {
        console.warn(`${url}: ${lhr.runtimeError.code}, measuring again`)
        i--
        continue
      }
      runs.push({
        score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']!.numericValue ?? 0,
        tbt: lhr.audits['total-blocking-time']!.numericValue ?? 0,
        cls: lhr.audits['cumulative-layout-shift']!.numericValue ?? 0,
        seo: Math.round((lhr.categories.seo!.score ?? 0) * 100),
      })
      const failed = Object.values(lhr.audits).filter(
        (a) =>
          lhr.categories.seo!.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0) && a.score === 0,
      )
      if (failed.length) console.warn(`${url}: SEO audits failed: ${failed.map((a) => a.id).join(', ')}`)
    } finally {
      await chrome.kill()
    }
  }
  return {
    score: median(runs.map((r) => r.score)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    seo: Math.min(...runs.map((r) => r.seo)),
  }
}

export async function runLighthouseBench() {
  const shop = await startShop()
  try {
    // Every server-rendered public page by default; LIGHTHOUSE_PAGES=/,/products picks some.
    const product = await firstProductPath()
    const design = await firstDesignPath()
    const partner = await firstPartnerStorePath()
    const placeholders: Record<string, string> = {
      ':product': product,
      ':design': design,
      ':partner': partner,
    }
    const pages = (process.env.LIGHTHOUSE_PAGES?.split(',') ?? PUBLIC_PAGES).map((p) => placeholders[p] ?? p)
    const rows: string[] = []
    for (const page of pages) {
      const r = await measure(`${BASE}${page}`)
      rows.push(
        `${page.padEnd(40)} ${String(r.score).padStart(5)} ${(r.lcp / 1000).toFixed(2).padStart(7)} s ${Math.round(r.tbt).toString().padStart(6)} ms ${r.cls.toFixed(3).padStart(7)} ${String(r.seo).padStart(5)}`,
      )
    }
    const report = [
      `Lighthouse, mobile preset, median of ${RUNS} runs`,
      `${'page'.padEnd(40)} score     LCP       TBT     CLS   SEO`,
      ...rows,
    ].join('\n')
    console.log(`\n${report}\n`)
    fs.mkdirSync('bench/results', { recursive: true })
    fs.writeFileSync('bench/results/lighthouse.txt', report + '\n')
  } finally {
    shop.kill('SIGTERM')
    await new Promise((r) => shop.once('exit', r))
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runLighthouseBench()
