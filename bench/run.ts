// `npm run bench [name...]`: runs every benchmark, or only the named ones.
import { boardLatencyBenchmark } from "./board-latency";
import { homeHtmlBenchmark } from "./home-html";
import { lotterySearchBenchmark } from "./lottery-search";
import { lighthouseBenchmark } from "./lighthouse";
import { lighthouseOrderBenchmark } from "./lighthouse-order";
import { orderPlacingBenchmark } from "./order-placing";
import { publicThroughputBenchmark } from "./public-throughput";
import { requestCostsBenchmark } from "./request-costs";
import type { Benchmark } from "./support/benchmark";

const benchmarks: Benchmark[] = [
  requestCostsBenchmark,
  publicThroughputBenchmark,
  homeHtmlBenchmark,
  lighthouseBenchmark,
  lighthouseOrderBenchmark,
  lotterySearchBenchmark,
  orderPlacingBenchmark,
  boardLatencyBenchmark,
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !benchmarks.some((b) => b.name === name));
if (unknown.length) {
  console.error(`Unknown benchmark(s): ${unknown.join(", ")}. Available: ${benchmarks.map((b) => b.name).join(", ")}`);
  process.exit(1);
}

for (const benchmark of benchmarks.filter((b) => !wanted.length || wanted.includes(b.name))) {
  console.log(`\n== ${benchmark.name}: ${benchmark.description}`);
  await benchmark.run();
}
