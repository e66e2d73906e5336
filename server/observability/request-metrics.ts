// The two series every request feeds, http_requests_total and http_request_duration_seconds, kept
// here rather than in prom-client: prom-client checks and hashes the labels on every sample, which
// cost a cached answer about as much as sending it. Here a request finds its series by one string
// key, and the labels are checked and escaped once, when the series is first seen; the text is made
// only when /metrics is read. The series are bounded by the route patterns (never raw paths).

/** Upper bounds (seconds) of the duration histogram's buckets. */
export const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

interface Series {
  /** `method="GET",route="/",status="200"`, escaped. */
  labels: string;
  count: number;
  sum: number;
  /** Samples per bucket (not cumulative): index i counts values in (bound i-1, bound i]. */
  buckets: number[];
}

const escapeLabel = (value: string) => value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");

export class RequestMetrics {
  private readonly series = new Map<string, Series>();

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      const labels = `method="${escapeLabel(method)}",route="${escapeLabel(route)}",status="${status}"`;
      series = { labels, count: 0, sum: 0, buckets: DURATION_BUCKETS.map(() => 0) };
      this.series.set(key, series);
    }
    series.count += 1;
    series.sum += seconds;
    const bucket = DURATION_BUCKETS.findIndex((bound) => seconds <= bound);
    if (bucket >= 0) series.buckets[bucket] += 1;
  }

  /** The Prometheus text exposition of both series. */
  text(): string {
    const all = [...this.series.values()];
    const lines = [
      "# HELP http_requests_total HTTP requests by method, route pattern and status",
      "# TYPE http_requests_total counter",
      ...all.map((s) => `http_requests_total{${s.labels}} ${s.count}`),
      "# HELP http_request_duration_seconds HTTP request duration by method, route pattern and status",
      "# TYPE http_request_duration_seconds histogram",
    ];
    for (const s of all) {
      let cumulative = 0;
      DURATION_BUCKETS.forEach((bound, i) => {
        cumulative += s.buckets[i];
        lines.push(`http_request_duration_seconds_bucket{le="${bound}",${s.labels}} ${cumulative}`);
      });
      lines.push(`http_request_duration_seconds_bucket{le="+Inf",${s.labels}} ${s.count}`);
      lines.push(`http_request_duration_seconds_sum{${s.labels}} ${s.sum}`);
      lines.push(`http_request_duration_seconds_count{${s.labels}} ${s.count}`);
    }
    return `${lines.join("\n")}\n`;
  }
}
