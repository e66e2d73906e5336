import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { users } from "../schema/auth";
import { loginSchema, setupRequestSchema } from "../schema/auth-forms";
import type { authRoutes } from "./auth.routes";
import type { SpecsOf } from "./endpoint";
import { createSpec } from "./wire";

const user = createSelectSchema(users);

export const loginResponse = user
  .pick({ username: true, mustChangePassword: true })
  .extend({ authenticated: z.literal(true) });

/**
 * Whether a session is signed in. `mustChangePassword` is set while the account's password is a
 * temporary one: the dashboard shows only the way to change it. A visitor gets `authenticated: false` alone.
 */
export const sessionResponse = z.object({
  authenticated: z.boolean(),
  username: user.shape.username.optional(),
  /** The account's full name as it is now (null when it has none). */
  fullName: user.shape.fullName.optional(),
  mustChangePassword: user.shape.mustChangePassword.optional(),
  /** What the dashboard shows: the pages and buttons of this role, at these branches (slugs). */
  role: user.shape.role.optional(),
  branches: user.shape.branches.optional(),
});

export const authSpecs = {
  canSetup: {
    summary: "Whether the first administrator may still be created",
    responses: { 200: z.object({ canSetup: z.boolean() }) },
  },
  setup: createSpec(
    "Create the first administrator with the token of the printed setup link",
    setupRequestSchema,
    user.pick({ id: true, username: true }),
  ),
  login: {
    summary: "Sign in; a fresh session cookie",
    body: loginSchema,
    responses: { 200: loginResponse },
  },
  session: {
    summary: "The current session: signed in or not, and whether the password must be replaced",
    responses: { 200: sessionResponse },
  },
  logout: {
    summary: "Sign out and end this session",
    responses: { 200: z.object({ authenticated: z.literal(false) }) },
  },
} as const satisfies SpecsOf<typeof authRoutes>;
