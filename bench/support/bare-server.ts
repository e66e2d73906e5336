import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface BareServer {
  url: string;
  stop(): Promise<void>;
}

// The machine's ceiling: node:http sending fixed bytes, nothing else. Its own process, like the site.
const SOURCE = `
const http = require("node:http");
const body = require("node:fs").readFileSync(process.env.BODY_FILE);
const headers = { ...JSON.parse(process.env.HEADERS), "Content-Length": body.length };
http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
  .listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
`;

/** A bare node:http server answering every request with `body` and `headers`. */
export async function startBareServer(
  port: number,
  body: Buffer,
  headers: Record<string, string>,
): Promise<BareServer> {
  const bodyFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bench-bare-")), "body");
  fs.writeFileSync(bodyFile, body);
  const child = spawn(process.execPath, ["-e", SOURCE], {
    env: { ...process.env, PORT: String(port), BODY_FILE: bodyFile, HEADERS: JSON.stringify(headers) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(path.dirname(bodyFile), { recursive: true, force: true });
    },
  };
}
