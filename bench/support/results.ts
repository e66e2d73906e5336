import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const file = path.resolve(import.meta.dirname, "../../BENCHMARKS.md");

const machine = () =>
  `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}`;

/** Replaces this benchmark's section of BENCHMARKS.md with today's figures, date and machine. */
export function recordResults(name: string, body: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const section = [
    start,
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${machine()}.`,
    "",
    body,
    end,
  ].join("\n");
  const current = fs.existsSync(file)
    ? fs.readFileSync(file, "utf8")
    : "# Benchmarks\n\nWritten by `npm run bench`; each section is replaced by its latest run.\n";
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  const next = pattern.test(current)
    ? current.replace(pattern, () => section)
    : `${current.trimEnd()}\n\n## ${name}\n\n${section}\n`;
  fs.writeFileSync(file, next);
}
