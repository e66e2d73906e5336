import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { HONEYPOT_FIELD } from "@shared/schema/fields";
import { submitReviewSchema, type SubmitReviewData, type SubmitReviewInput } from "@shared/schema/reviews-forms";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { Input } from "@/components/ui/input";
import { SuccessDialog } from "@/components/ui/success-dialog";
import { Textarea } from "@/components/ui/textarea";
import { useThankYouSubmit } from "@/hooks/use-thank-you-submit";
import { useApiMutation } from "@/lib/api-mutation";
import { StarRatingInput } from "./star-rating-input";
import { reviewsRoutes } from "@shared/api/reviews.routes";
import { Form } from "@/components/ui/form";

const EMPTY: SubmitReviewInput = { customerName: "", rating: 0, comment: "", [HONEYPOT_FIELD]: "" };

/** The review form and its thank-you dialog: the code the page loads after it is on screen. */
export function SubmitReviewForm() {
  // Success is the thank-you dialog, not a toast; a submission makes no list on this page stale.
  const submit = useApiMutation(reviewsRoutes, "submit", {
    failure: "حدث خطأ أثناء إرسال رأيك",
    fallback: "يرجى المحاولة مرة أخرى",
    invalidates: [],
  });
  const form = useForm<SubmitReviewInput, unknown, SubmitReviewData>({
    resolver: zodResolver(submitReviewSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const { onSubmit, thanked, setThanked } = useThankYouSubmit(form, submit);

  return (
    <>
      <Form form={form} method="post" onSubmit={onSubmit} noValidate className="mt-6 space-y-5 noscript:hidden">
        <FormField label="الاسم" htmlFor="customerName" name="customerName">
          <Input id="customerName" autoComplete="name" {...form.register("customerName")} />
        </FormField>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput
              label="التقييم"
              name={field.name}
              value={typeof field.value === "number" ? field.value : 0}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.rating?.message}
            />
          )}
        />
        <FormField label="رأيك" htmlFor="comment" name="comment">
          <Textarea id="comment" rows={5} placeholder="اكتب تجربتك معنا..." {...form.register("comment")} />
        </FormField>
        <HoneypotField id="review-website" {...form.register(HONEYPOT_FIELD)} />
        <Button type="submit" size="lg" className="w-full" disabled={submit.isPending}>
          {submit.isPending ? "جارٍ الإرسال..." : "إرسال التقييم"}
        </Button>
      </Form>
      <SuccessDialog
        open={thanked}
        onOpenChange={setThanked}
        title="شكراً لك على رأيك!"
        description="تم استلام تقييمك بنجاح، وسيتم نشره بعد مراجعته من قبل الإدارة."
      />
    </>
  );
}
