// Minimal types for the part of autocannon the bench uses (the package ships none).
declare module 'autocannon' {
  type Request = {
    method?: string;
    path?: string;
    body?: string;
    headers?: Record<string, string>;
    /** Called before each request is sent: returns the request to send (fresh input for writes). */
    setupRequest?: (req: Request) => Request;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds before a request is abandoned (an error) and another sent. */
    timeout?: number;
    /** Stops once this many requests were sent (or at `duration`, whichever comes first). */
    maxOverallRequests?: number;
    headers?: Record<string, string>;
    method?: string;
    requests?: Request[];
  };
  type Histogram = { average: number; total: number; p50: number; p99: number; max: number };
  /** `duration`: seconds the run lasted. */
  type Result = {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Answers per HTTP status. */
    statusCodeStats: Record<string, { count: number }>;
    duration: number;
  };
  export default function autocannon(opts: Options): Promise<Result>;
}
