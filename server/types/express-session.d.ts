// What a signed-in admin's session holds. A declaration file of its own, so every reader
// (auth routes, requireAdmin, tests) gets the same types without importing the auth routes.
import "express-session";

declare module "express-session" {
  interface SessionData {
    authenticated?: boolean;
    userId?: string;
    username?: string;
    /** Where the session was opened, for the admin's list of their sessions. */
    userAgent?: string;
    ip?: string;
    signedInAt?: string;
  }
}
