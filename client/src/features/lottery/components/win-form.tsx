import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Gift } from "lucide-react";
import type { z } from "zod";
import type { LotteryWinDto } from "@shared/api/lottery.contract";
import { lotteryEntrySchema } from "@shared/schema/lottery-forms";
import { HONEYPOT_FIELD } from "@shared/schema/fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { Input } from "@/components/ui/input";
import { NoScriptNote } from "@/components/public/no-script-note";
import { toast } from "@/lib/toast-store";
import { hasCode } from "@/lib/api-client";
import { useApiMutation } from "@/lib/api-mutation";
import { drawAvailabilityQuery } from "../api/lottery-queries";
import { lotteryRoutes } from "@shared/api/lottery.routes";
import { Form } from "@/components/ui/form";

type FormInput = z.input<typeof lotteryEntrySchema>;
type FormOutput = z.output<typeof lotteryEntrySchema>;
const emptyForm: FormInput = { invoiceNumber: "", phoneNumber: "", website: "" };

/** Invoice and phone: the code the win page loads after it is on screen. */
export function WinForm({ onWin, invoiceHint }: { onWin: (win: LotteryWinDto) => void; invoiceHint: string | null }) {
  const queryClient = useQueryClient();
  const enter = useApiMutation(lotteryRoutes, "enter", { failure: "خطأ", fallback: "حدث خطأ ما", invalidates: [] });
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(lotteryEntrySchema),
    defaultValues: emptyForm,
  });

  const onSubmit = form.handleSubmit((values) =>
    enter.mutate(
      { body: values },
      {
        onSuccess: (win) => {
          toast(
            win.earlier
              ? { title: "شاركت بهذه الفاتورة من قبل", description: `جائزتك: ${win.prize.name}` }
              : { title: "تهانينا!", description: `لقد ربحت: ${win.prize.name}` },
          );
          form.reset(emptyForm);
          onWin(win);
        },
        // A 409 may mean the last prize was just switched off: ask again, so the page can say the draw is closed.
        onError: (error) => {
          if (hasCode(error, "conflict")) {
            queryClient.invalidateQueries({ queryKey: drawAvailabilityQuery().queryKey });
          }
        },
      },
    ),
  );

  return (
    <Card>
      <CardContent className="pt-6">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <Gift className="size-8" aria-hidden />
          </span>
          <h1 className="text-2xl font-bold sm:text-3xl">اربح معنا</h1>
          <p className="text-neutral-600">أدخل رقم فاتورتك ورقم هاتفك لتدخل السحب وتعرف جائزتك فوراً.</p>
          <NoScriptNote />
        </div>
        <Form form={form} method="post" onSubmit={onSubmit} noValidate className="space-y-4 noscript:hidden">
          <FormField
            label="رقم الفاتورة"
            htmlFor="invoiceNumber"
            name="invoiceNumber"
            hint={invoiceHint ? `المقبول: ${invoiceHint}` : undefined}
          >
            <Input
              id="invoiceNumber"
              dir="ltr"
              className="text-end"
              autoComplete="off"
              {...form.register("invoiceNumber")}
            />
          </FormField>
          <FormField label="رقم الهاتف" htmlFor="phoneNumber" name="phoneNumber">
            <Input
              id="phoneNumber"
              type="tel"
              dir="ltr"
              className="text-end"
              inputMode="tel"
              autoComplete="tel"
              placeholder="07XXXXXXXX"
              {...form.register("phoneNumber")}
            />
          </FormField>
          {/* Bots that fill the spam trap get a fake win. */}
          <HoneypotField id="win-website" {...form.register(HONEYPOT_FIELD)} />
          <Button type="submit" size="lg" className="w-full" disabled={enter.isPending}>
            {enter.isPending ? "جارٍ الإرسال..." : "ادخل السحب"}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
