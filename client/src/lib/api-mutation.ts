import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { FEATURE, type Input, type Output } from "@shared/api/endpoint";
import type { EndpointName, Feature } from "@shared/api/routes";
import { toast } from "./toast-store";
import type { SpecOf } from "@shared/api/contract";
import { ApiError, type Args, call, errorMessage, hasCode, type TableOf } from "./api-client";

/** How a change reports itself: read by the query client's mutation cache, once for every change. */
export interface ChangeReport {
  /** The toast after success; a function when it depends on the answer (shown / hidden). */
  success?: string | ((result: never) => string);
  /** The toast title on failure; its text is the server's Arabic message, or `fallback` when it has none. */
  failure: string;
  fallback?: string;
  /** The text when the request never reached the server (a network failure); `fallback` when absent. */
  offline?: string;
  /** The form shows the server's field messages itself (showServerIssues): no failure toast for a 400 with issues. */
  fieldErrors?: boolean;
  /** The form shows a 409 (a value another record holds) under its field too: no failure toast for it. */
  conflictIsFieldError?: boolean;
  /** Signing in: a 401 is the answer (wrong credentials) and gets its toast; elsewhere it means the session ended. */
  signsIn?: boolean;
  /** Signing out: no follow-up reads. */
  refreshesAttention?: boolean;
}

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: Partial<ChangeReport> & Record<string, unknown>;
  }
}

const GENERIC_FALLBACK = "يرجى المحاولة مرة أخرى";

const hasFieldIssues = (error: unknown) => hasCode(error, "invalid") && error.issues.length > 0;

/** The toast for a finished change, from its meta; called by the mutation cache. */
export function reportChange(meta: Partial<ChangeReport> | undefined, outcome: { result?: unknown; error?: unknown }) {
  if (!meta) return;
  if ("error" in outcome && outcome.error !== undefined) {
    if (!meta.failure) return;
    if (hasCode(outcome.error, "unauthorized") && !meta.signsIn) return; // the sign-in page says it
    if (meta.fieldErrors && hasFieldIssues(outcome.error)) return;
    if (meta.conflictIsFieldError && hasCode(outcome.error, "conflict")) return;
    const offline = !(outcome.error instanceof ApiError) && meta.offline;
    toast({
      title: meta.failure,
      description: offline || errorMessage(outcome.error, meta.fallback ?? GENERIC_FALLBACK),
      variant: "destructive",
    });
    return;
  }
  const success = typeof meta.success === "function" ? meta.success(outcome.result as never) : meta.success;
  if (success) toast({ title: success });
}

export interface ChangeOptions<F extends Feature, N extends EndpointName<F>> extends ChangeReport {
  success?: string | ((result: Output<SpecOf<F, N>>) => string);
  /** The features whose reads this change makes stale; the endpoint's own feature by default. */
  invalidates?: readonly Feature[];
}

/**
 * Makes every read of the features fetch again after a change. A read still on its first fetch is
 * cancelled first: invalidating alone would join that fetch, whose answer may predate the change,
 * and leave the old rows on screen.
 */
export async function refreshFeatures(queryClient: QueryClient, features: readonly Feature[]): Promise<void> {
  await Promise.all(features.map((feature) => queryClient.cancelQueries({ queryKey: [feature] })));
  await Promise.all(features.map((feature) => queryClient.invalidateQueries({ queryKey: [feature] })));
}

/**
 * The one way the app changes data: the contract's call with its input ({ params, query, body }),
 * the reads it makes stale refreshed after success, and one toast for the outcome.
 */
export function useApiMutation<F extends Feature, N extends EndpointName<F>>(
  table: TableOf<F>,
  name: N,
  { invalidates = [table[FEATURE]], success, ...report }: ChangeOptions<F, N>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<SpecOf<F, N>>) => call(table, name, ...([input] as Args<SpecOf<F, N>>)),
    meta: { ...report, success: success as ChangeReport["success"] },
    onSuccess: () => refreshFeatures(queryClient, invalidates),
  });
}
