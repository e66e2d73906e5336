import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { HONEYPOT_FIELD } from "@shared/schema/fields";
import { submitReviewSchema, type SubmitReviewData, type SubmitReviewInput } from "@shared/schema/reviews-forms";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useSubmitReview } from "../api/submit-review";
import { StarRatingInput } from "./star-rating-input";
import { ThankYouDialog } from "./thank-you-dialog";

const EMPTY: SubmitReviewInput = { customerName: "", rating: 0, comment: "", [HONEYPOT_FIELD]: "" };

export function SubmitReviewPage() {
  const [thanked, setThanked] = useState(false);
  const submit = useSubmitReview();
  const form = useForm<SubmitReviewInput, unknown, SubmitReviewData>({
    resolver: zodResolver(submitReviewSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    submit.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        setThanked(true);
      },
      onError: (error) =>
        toast({
          title: "حدث خطأ أثناء إرسال رأيك",
          description: errorMessage(error, "يرجى المحاولة مرة أخرى"),
          variant: "destructive",
        }),
    }),
  );

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-14">
      <div className="mx-auto w-full max-w-xl rounded-2xl bg-white p-6 shadow-lg shadow-brand-900/5 sm:p-8">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">شاركنا رأيك</h1>
        <p className="mt-2 text-neutral-600">رأيك يهمنا ويساعدنا على تقديم الأفضل دائماً.</p>
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
          <FormField label="الاسم" htmlFor="customerName" error={errors.customerName?.message}>
            <Input
              id="customerName"
              autoComplete="name"
              aria-invalid={!!errors.customerName}
              aria-describedby={errors.customerName ? "customerName-error" : undefined}
              {...form.register("customerName")}
            />
          </FormField>
          <div>
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
                  invalid={!!errors.rating}
                  errorId="rating-error"
                />
              )}
            />
            {errors.rating?.message && (
              <p id="rating-error" role="alert" className="mt-1.5 text-sm text-red-600">
                {errors.rating.message}
              </p>
            )}
          </div>
          <FormField label="رأيك" htmlFor="comment" error={errors.comment?.message}>
            <Textarea
              id="comment"
              rows={5}
              placeholder="اكتب تجربتك معنا..."
              aria-invalid={!!errors.comment}
              aria-describedby={errors.comment ? "comment-error" : undefined}
              {...form.register("comment")}
            />
          </FormField>
          {/* Spam trap: hidden from people and assistive technology; bots fill every field. */}
          <div aria-hidden="true" className="sr-only">
            <label htmlFor="review-website">اترك هذا الحقل فارغاً</label>
            <input id="review-website" tabIndex={-1} autoComplete="off" {...form.register(HONEYPOT_FIELD)} />
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={submit.isPending}>
            {submit.isPending ? "جارٍ الإرسال..." : "إرسال التقييم"}
          </Button>
        </form>
      </div>
      <ThankYouDialog open={thanked} onOpenChange={setThanked} />
    </div>
  );
}
