/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module "autocannon" {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p97_5: number; p99: number; max: number; total: number };
  namespace autocannon {
    type Options = {
      url: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      connections?: number;
      duration?: number;
      amount?: number;
      /** requests per second over all connections */
      overallRate?: number;
      /** seconds before a request counts as timed out (default 10) */
      timeout?: number;
      setupRequest?: (request: { headers?: Record<string, string>; body?: string }, context: Record<string, unknown>) => unknown;
      requests?: {
        method?: string;
        path?: string;
        headers?: Record<string, string>;
        body?: string;
        setupRequest?: Options["setupRequest"];
      }[];
    };
    type Result = { requests: Histogram; latency: Histogram; throughput: Histogram; errors: number; timeouts: number; non2xx: number };
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
