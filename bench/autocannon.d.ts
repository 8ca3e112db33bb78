/** The part of autocannon's programmatic API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  type RawRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string }
  type Options = {
    url: string
    connections?: number
    duration?: number
    overallRate?: number
    requests?: ({ method?: string; setupRequest?: (req: RawRequest) => RawRequest } & RawRequest)[]
  }
  type Histogram = { average: number; p50: number; p99: number }
  type Result = {
    requests: Histogram & { total: number }
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
