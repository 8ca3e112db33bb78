import { runAdminBench } from './admin-bench.ts'
import { runApiBench } from './api-bench.ts'
import { runCheckoutQuoteBench } from './checkout-quote-bench.ts'
import { runCommunityBench } from './community-bench.ts'
import { runDropBench } from './drop-bench.ts'
import { runEmailBench } from './email-bench.ts'
import { runFulfilmentBench } from './fulfilment-bench.ts'
import { runLighthouseBench } from './lighthouse-bench.ts'
import { runMetricsBench } from './metrics-bench.ts'
import { runSegmentBench } from './segment-bench.ts'

/** `npm run bench`: every benchmark in one run, one after another. BENCH_ONLY=api runs just one part. */
const parts: Record<string, () => Promise<void>> = {
  api: runApiBench,
  admin: runAdminBench,
  community: runCommunityBench,
  email: runEmailBench,
  segments: runSegmentBench,
  fulfilment: runFulfilmentBench,
  quote: runCheckoutQuoteBench,
  drop: runDropBench,
  metrics: runMetricsBench,
  lighthouse: runLighthouseBench,
}

const only = process.env.BENCH_ONLY
for (const [name, run] of Object.entries(parts)) {
  if (only && only !== name) continue
  console.log(`\n== ${name} ==`)
  await run()
}
