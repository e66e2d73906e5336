import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { HONEYPOT_FIELD } from "@shared/schema/fields";
import { submitReelSchema, type SubmitReelData, type SubmitReelInput } from "@shared/schema/reels-forms";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { Input } from "@/components/ui/input";
import { SuccessDialog } from "@/components/ui/success-dialog";
import { useThankYouSubmit } from "@/hooks/use-thank-you-submit";
import { useApiMutation } from "@/lib/api-mutation";
import { ReelPreview } from "./reel-preview";
import { reelsRoutes } from "@shared/api/reels.routes";
import { Form } from "@/components/ui/form";

const EMPTY: SubmitReelInput = { customerName: "", videoUrl: "", [HONEYPOT_FIELD]: "" };

/** The reel form, its preview and its thank-you dialog: the code the page loads after it is on screen. */
export function SubmitReelForm() {
  // Success is the thank-you dialog, not a toast; a submission makes no list on this page stale.
  const submit = useApiMutation(reelsRoutes, "submit", {
    failure: "حدث خطأ أثناء إرسال الريل",
    fallback: "يرجى المحاولة مرة أخرى",
    invalidates: [],
  });
  const form = useForm<SubmitReelInput, unknown, SubmitReelData>({
    resolver: zodResolver(submitReelSchema),
    defaultValues: EMPTY,
  });
  const [videoUrl, customerName] = useWatch({ control: form.control, name: ["videoUrl", "customerName"] });

  const { onSubmit, thanked, setThanked } = useThankYouSubmit(form, submit);

  return (
    <>
      <Form form={form} method="post" onSubmit={onSubmit} noValidate className="mt-6 space-y-5 noscript:hidden">
        <FormField label="الاسم" htmlFor="customerName" name="customerName">
          <Input id="customerName" autoComplete="name" {...form.register("customerName")} />
        </FormField>
        <FormField
          label="رابط الفيديو"
          htmlFor="videoUrl"
          name="videoUrl"
          hint={
            <>
              من YouTube أو Facebook أو Instagram أو TikTok، مثل:{" "}
              <bdi dir="ltr" className="whitespace-nowrap">
                https://youtu.be/abc123XYZ
              </bdi>
            </>
          }
        >
          <Input
            id="videoUrl"
            type="url"
            inputMode="url"
            dir="ltr"
            className="text-start"
            placeholder="https://"
            {...form.register("videoUrl")}
          />
        </FormField>
        <ReelPreview url={typeof videoUrl === "string" ? videoUrl : ""} customerName={customerName ?? ""} />
        <HoneypotField id="reel-website" {...form.register(HONEYPOT_FIELD)} />
        <Button type="submit" size="lg" className="w-full" disabled={submit.isPending}>
          {submit.isPending ? "جارٍ الإرسال..." : "إرسال الفيديو"}
        </Button>
      </Form>
      <SuccessDialog
        open={thanked}
        onOpenChange={setThanked}
        title="شكراً لمشاركتك!"
        description="تم استلام الفيديو بنجاح، وسيتم نشره بعد مراجعته من قبل الإدارة."
      />
    </>
  );
}
