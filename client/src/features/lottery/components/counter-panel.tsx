import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Search } from "lucide-react";
import type { z } from "zod";
import { normalizeInvoice } from "@shared/normalize";
import { invoiceLookupSchema } from "@shared/schema/lottery-forms";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { useInvoiceLookup } from "../api/lottery-queries";
import { CounterResult } from "./counter-result";

type FormInput = z.input<typeof invoiceLookupSchema>;
type FormOutput = z.output<typeof invoiceLookupSchema>;

/**
 * The counter: the invoice typed as printed (the server compares its normal form, so spaces, dashes,
 * case and Arabic digits do not matter), then the entry and, while its prize waits, the hand-over.
 */
export function CounterPanel() {
  const [invoice, setInvoice] = useState<string | null>(null);
  // The entry this counter has just handed over; a new search makes any hand-over an earlier one.
  const [handedNow, setHandedNow] = useState<string | null>(null);
  const lookup = useInvoiceLookup(invoice);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(invoiceLookupSchema),
    defaultValues: { invoice: "" },
  });
  // Once the box holds another invoice, the last one's entry (and its hand-over button) goes away, so a
  // prize is never handed over for an invoice other than the one typed.
  const typed = form.watch("invoice");
  const shown = invoice !== null && normalizeInvoice(typed) === normalizeInvoice(invoice) ? invoice : null;
  // The same invoice again is asked again: it may have been handed over meanwhile.
  const onSubmit = form.handleSubmit((values) => {
    setHandedNow(null);
    if (values.invoice === invoice) void lookup.refetch();
    else setInvoice(values.invoice);
  });

  return (
    <Card aria-labelledby="counter-title">
      <CardContent className="space-y-4 pt-5">
        <div className="space-y-1">
          <h2 id="counter-title" className="text-lg font-bold">
            تسليم الجوائز
          </h2>
          <p className="text-sm text-neutral-600">اكتب رقم الفاتورة كما هو مطبوع عليها.</p>
        </div>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <FormField
            label="رقم الفاتورة"
            htmlFor="counter-invoice"
            error={form.formState.errors.invoice?.message}
            className="flex-1"
          >
            <Input
              id="counter-invoice"
              dir="ltr"
              className="h-12 text-end text-lg"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              enterKeyHint="search"
              {...form.register("invoice")}
            />
          </FormField>
          <Button type="submit" size="lg" className="w-full sm:mt-7 sm:w-auto" disabled={lookup.isFetching}>
            <Search className="size-5" aria-hidden />
            بحث عن الفاتورة
          </Button>
        </form>

        <div aria-live="polite">
          {shown === null ? null : lookup.isFetching && !lookup.data ? (
            <Spinner label="جارٍ البحث عن الفاتورة..." />
          ) : lookup.isError ? (
            <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-semibold text-red-700">
              {errorMessage(lookup.error, "تعذر البحث عن الفاتورة، يرجى المحاولة مرة أخرى")}
            </p>
          ) : lookup.data ? (
            <CounterResult
              entry={lookup.data}
              handedOverNow={handedNow === lookup.data.id}
              onHandedOver={setHandedNow}
            />
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
