import pino, { type DestinationStream, type Logger } from "pino";
import pinoPretty from "pino-pretty";

export type { Logger };

export interface LoggerOptions {
  /** Human-readable lines (development); JSON lines otherwise. */
  pretty?: boolean;
  level?: string;
  /** Where lines go (tests capture them); stdout by default. */
  destination?: DestinationStream;
}

/** pino: one JSON object per line in production, readable lines in development. */
export function createLogger({ pretty = false, level = "info", destination }: LoggerOptions = {}): Logger {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  if (destination) return pino(options, destination);
  if (pretty)
    return pino(
      options,
      pinoPretty({ sync: true, colorize: false, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" }),
    );
  // Asynchronous writes: under load the lines queued behind a pending write go out together, so a
  // line per request does not cost a system call per request; a lone line still goes out at once.
  // pino flushes what is queued when the process exits.
  return pino(options, pino.destination({ sync: false }));
}

const environment = process.env.NODE_ENV ?? "production";

/** The process's logger, for code that runs outside a request. In-process tests only show warnings; the server sets LOG_LEVEL at start. */
export const log = createLogger({
  pretty: environment !== "production",
  level: process.env.LOG_LEVEL ?? (environment === "test" ? "warn" : "info"),
});

// Personal data never reaches a log line: query parameters, constraint details, long digit runs
// (phone and invoice numbers), e-mail addresses.
const redact = (text: string) =>
  text
    .replace(/params:[^\n]*/gi, "params: [redacted]")
    .replace(/\(([^)]*)\)=\(([^)]*)\)/g, "($1)=([redacted])")
    .replace(/[^\s@]+@[^\s@]+\.[a-z]{2,}/gi, "[redacted]")
    .replace(/\+?\d[\d\s-]{6,}\d/g, "[redacted]");

/** An error as it may be logged: type, message, code and stack (with its causes), without personal data. */
export function safeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: redact(String(error)) };
  const { code } = error as { code?: unknown };
  return {
    type: error.name,
    message: redact(error.message),
    ...(typeof code === "string" && { code }),
    ...(error.stack && { stack: redact(error.stack) }),
    ...(error.cause !== undefined && depth < 3 && { cause: safeError(error.cause, depth + 1) }),
  };
}
