import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { createReviewSchema, type CreateReviewData, type CreateReviewInput } from "@shared/schema/reviews-forms";
import { FormDialog, FormDialogFooter } from "@/components/admin/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useApiMutation } from "@/lib/api-mutation";
import { StarRatingInput } from "./star-rating-input";
import { reviewsRoutes } from "@shared/api/reviews.routes";
import { Form } from "@/components/ui/form";

const EMPTY: CreateReviewInput = { customerName: "", rating: 5, comment: "" };

export function AddReviewDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useApiMutation(reviewsRoutes, "create", {
    success: "تم إضافة التقييم بنجاح",
    failure: "خطأ في إضافة التقييم",
    fallback: "حدث خطأ أثناء إضافة التقييم",
  });
  const form = useForm<CreateReviewInput, unknown, CreateReviewData>({
    resolver: zodResolver(createReviewSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  // Opening the dialog always starts from a blank form with rating 5.
  useEffect(() => {
    if (open) form.reset(EMPTY);
  }, [open, form]);

  const onSubmit = form.handleSubmit((body) => create.mutate({ body }, { onSuccess: () => onOpenChange(false) }));

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={"إضافة تقييم"}
      description="يُضاف التقييم بانتظار الموافقة، ثم تعتمده من الجدول."
    >
      <Form form={form} onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label="اسم العميل" htmlFor="admin-review-name" name="customerName">
          <Input id="admin-review-name" {...form.register("customerName")} />
        </FormField>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput
              label="التقييم"
              name="admin-review-rating"
              value={typeof field.value === "number" ? field.value : 5}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.rating?.message}
            />
          )}
        />
        <FormField label="التعليق" htmlFor="admin-review-comment" name="comment">
          <Textarea id="admin-review-comment" {...form.register("comment")} />
        </FormField>
        <FormDialogFooter pending={create.isPending} submitLabel={"إضافة"} />
      </Form>
    </FormDialog>
  );
}
