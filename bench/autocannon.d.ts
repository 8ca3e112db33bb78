// The few parts of autocannon 8 the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number }
  export type Result = {
    requests: Histogram & { total: number; sent: number }
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    duration: number
  }
  export type Options = {
    url: string
    connections?: number
    duration?: number
    pipelining?: number
    workers?: number
    overallRate?: number
    headers?: Record<string, string>
    title?: string
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
