export interface Benchmark {
  name: string;
  description: string;
  run(): Promise<void>;
}
