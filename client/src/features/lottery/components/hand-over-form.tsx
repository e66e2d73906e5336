import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Gift } from "lucide-react";
import type { CounterEntryDto } from "@shared/api/lottery.contract";
import { lotteryRoutes } from "@shared/api/lottery.routes";
import { branchNameOf } from "@shared/branches";
import { useBranchLabel, useBranches } from "@/hooks/use-branches";
import { COUNTER_MESSAGES, handOverSchema, type HandOverInput } from "@shared/schema/lottery-forms";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form-field";
import { hasCode } from "@/lib/api-client";
import { refreshFeatures, useApiMutation } from "@/lib/api-mutation";
import { useStaffBranches } from "./hand-over-branches";

const tile =
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-neutral-300 bg-white px-4 text-base font-semibold " +
  "has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 " +
  "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500";

/**
 * Hands a waiting prize over, once the cashier ticks that they hold the original invoice, at one of
 * the staff member's branches where the prize is collected: with one such branch there; with several
 * (the owner has every branch) they choose where; with none they are told where it is collected. If another counter was quicker, the server says so (409) and the result is read again,
 * showing who handed it over and where.
 */
export function HandOverForm({ entry, onHandedOver }: { entry: CounterEntryDto; onHandedOver: (id: string) => void }) {
  const queryClient = useQueryClient();
  // The staff member's branches where this prize is collected (a prize with no branches: at every one).
  const staffBranches = useStaffBranches();
  const all = useBranches();
  const branchLabel = useBranchLabel();
  const branches = staffBranches.filter(
    (slug) => entry.prizeBranches.length === 0 || entry.prizeBranches.includes(branchNameOf(all, slug) ?? ""),
  );
  const only = branches.length === 1 ? branches[0] : undefined;
  const form = useForm<HandOverInput>({
    resolver: zodResolver(handOverSchema),
    defaultValues: { branch: only ?? "", originalInvoice: false },
  });
  // The branch list may arrive after the form is drawn: a single branch is the hand-over's as soon as it is known.
  useEffect(() => {
    if (only && !form.getValues("branch")) form.setValue("branch", only);
  }, [only, form]);
  const handOver = useApiMutation(lotteryRoutes, "handOver", {
    success: (handed) => `تم تسليم الجائزة: ${handed.prizeName ?? "جائزة"}`,
    failure: "تعذر تسليم الجائزة",
    fallback: "يرجى المحاولة مرة أخرى",
  });
  // Through the promise, not mutate()'s callbacks: the refreshed entry replaces this form as soon as
  // it reads "claimed", and a callback of an unmounted form would never run.
  const onSubmit = form.handleSubmit((body) =>
    handOver.mutateAsync({ params: { id: entry.id }, body }).then(
      () => onHandedOver(entry.id),
      (error: unknown) => {
        if (hasCode(error, "conflict")) void refreshFeatures(queryClient, ["lottery"]);
      },
    ),
  );

  if (staffBranches.length > 0 && branches.length === 0) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-semibold text-red-700">
        {COUNTER_MESSAGES.otherBranches(entry.prizeBranches)}
      </p>
    );
  }
  if (branches.length === 0) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-semibold text-red-700">
        لا يوجد فرع مسند إلى حسابك، اطلب من المالك تحديد فرعك لتسليم الجوائز.
      </p>
    );
  }
  const error = form.formState.errors.branch?.message;
  const confirmError = form.formState.errors.originalInvoice?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      {only ? (
        <p className="text-sm text-neutral-700">
          فرع التسليم: <span className="font-semibold text-ink">{branchLabel(only)}</span>
        </p>
      ) : (
        <fieldset aria-describedby={error ? "hand-over-branch-error" : undefined} className="space-y-2">
          <legend className="mb-2 text-sm font-semibold">فرع التسليم</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {branches.map((slug) => (
              <label key={slug} className={tile}>
                <input type="radio" value={slug} className="size-5 accent-brand-700" {...form.register("branch")} />
                {branchLabel(slug)}
              </label>
            ))}
          </div>
          <FieldError id="hand-over-branch-error">{error}</FieldError>
        </fieldset>
      )}
      <div className="space-y-1">
        <label className={tile}>
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? "hand-over-invoice-error" : undefined}
            {...form.register("originalInvoice")}
          />
          أؤكد أن الفاتورة الأصلية معي
        </label>
        <FieldError id="hand-over-invoice-error">{confirmError}</FieldError>
      </div>
      <Button type="submit" size="lg" className="h-14 w-full text-xl" disabled={handOver.isPending}>
        <Gift className="size-6" aria-hidden />
        {handOver.isPending ? "جارٍ التسليم..." : "تسليم الجائزة"}
      </Button>
    </form>
  );
}
