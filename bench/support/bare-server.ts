import { spawn } from "node:child_process";

export interface BareServer {
  url: string;
  stop(): Promise<void>;
}

// The machine's ceiling: node:http sending fixed bytes, nothing else. Its own process, like the site.
const SOURCE = `
const http = require("node:http");
const body = Buffer.from(process.env.BODY_B64, "base64");
const headers = { "Content-Type": process.env.TYPE, "Content-Length": body.length };
http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
  .listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
`;

/** A bare node:http server answering every request with `body`. */
export async function startBareServer(port: number, body: Buffer, type: string): Promise<BareServer> {
  const child = spawn(process.execPath, ["-e", SOURCE], {
    env: { ...process.env, PORT: String(port), BODY_B64: body.toString("base64"), TYPE: type },
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
    },
  };
}
