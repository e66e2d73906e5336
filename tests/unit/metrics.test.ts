import { describe, expect, it } from "vitest";
import { Metrics } from "../../server/observability/metrics";

const newMetrics = () => new Metrics({ cache: () => ({ hits: 0, misses: 0 }) });

describe("request metrics", () => {
  it("counts each method, route and status apart, with cumulative duration buckets, a sum and a count", async () => {
    const metrics = newMetrics();
    metrics.observe("GET", "/api/menu-items", 200, 0.0004);
    metrics.observe("GET", "/api/menu-items", 200, 0.003);
    metrics.observe("GET", "/api/menu-items", 200, 7);
    metrics.observe("POST", "/api/submit-review", 201, 0.02);
    const lines = (await metrics.text()).split("\n");
    const menu = 'method="GET",route="/api/menu-items",status="200"';
    expect(lines).toContain(`http_requests_total{${menu}} 3`);
    expect(lines).toContain('http_requests_total{method="POST",route="/api/submit-review",status="201"} 1');
    expect(lines).toContain(`http_request_duration_seconds_bucket{le="0.001",${menu}} 1`);
    expect(lines).toContain(`http_request_duration_seconds_bucket{le="0.0025",${menu}} 1`);
    expect(lines).toContain(`http_request_duration_seconds_bucket{le="0.005",${menu}} 2`);
    expect(lines).toContain(`http_request_duration_seconds_bucket{le="5",${menu}} 2`);
    expect(lines).toContain(`http_request_duration_seconds_bucket{le="+Inf",${menu}} 3`);
    expect(lines).toContain(`http_request_duration_seconds_count{${menu}} 3`);
    expect(
      Number(lines.find((line) => line.startsWith(`http_request_duration_seconds_sum{${menu}}`))!.split(" ")[1]),
    ).toBeCloseTo(7.0034);
    expect(lines).toContain("# TYPE http_requests_total counter");
    expect(lines).toContain("# TYPE http_request_duration_seconds histogram");
  });

  it("escapes quotes, backslashes and line breaks in label values", async () => {
    const metrics = newMetrics();
    metrics.observe("GET", 'a"b\\c\nd', 404, 0.001);
    expect(await metrics.text()).toContain('route="a\\"b\\\\c\\nd"');
  });
});
