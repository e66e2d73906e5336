import http, { type RequestListener, type Server } from "node:http";

/**
 * How long an idle keep-alive connection stays open. It must outlast the idle timeout of whatever
 * sends us requests (load balancers commonly keep 60 s; fetch clients reuse for the hinted time
 * minus a margin), so the client side always closes first. Were we to close first, a request
 * sent at that moment would meet a closed socket instead of an answer.
 */
export const KEEP_ALIVE_MS = 65_000;

/** The HTTP server every process and test runs the app on. */
export function createHttpServer(handle: RequestListener): Server {
  const server = http.createServer(handle);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node requires the headers timeout to exceed the keep-alive timeout.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
