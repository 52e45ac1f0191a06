// Minimal types for the part of autocannon the bench uses (the package ships none).
declare module 'autocannon' {
  type Request = { method?: string; body?: string; setupRequest?: (req: Request) => Request };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    requests?: Request[];
  };
  type Histogram = { average: number; total: number; p50: number; p99: number };
  type Result = { requests: Histogram; latency: Histogram; errors: number; non2xx: number };
  export default function autocannon(opts: Options): Promise<Result>;
}
