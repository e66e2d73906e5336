import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { createReviewSchema, type CreateReviewData, type CreateReviewInput } from "@shared/schema/reviews-forms";
import { FormDialog, FormDialogFooter } from "@/components/admin/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useCreateReview } from "../api/create-review";
import { StarRatingInput } from "./star-rating-input";

const EMPTY: CreateReviewInput = { customerName: "", rating: 5, comment: "" };

export function AddReviewDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateReview();
  const form = useForm<CreateReviewInput, unknown, CreateReviewData>({
    resolver: zodResolver(createReviewSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  // Opening the dialog always starts from a blank form with rating 5.
  useEffect(() => {
    if (open) form.reset(EMPTY);
  }, [open, form]);

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        toast({ title: "تم إضافة التقييم بنجاح" });
        onOpenChange(false);
      },
      onError: (error) =>
        toast({
          title: "خطأ في إضافة التقييم",
          description: errorMessage(error, "حدث خطأ أثناء إضافة التقييم"),
          variant: "destructive",
        }),
    }),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={"إضافة تقييم"}
      description="يُضاف التقييم بانتظار الموافقة، ثم تعتمده من الجدول."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label="اسم العميل" htmlFor="admin-review-name" error={errors.customerName?.message}>
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
        <FormField label="التعليق" htmlFor="admin-review-comment" error={errors.comment?.message}>
          <Textarea id="admin-review-comment" {...form.register("comment")} />
        </FormField>
        <FormDialogFooter pending={create.isPending} submitLabel={"إضافة"} />
      </form>
    </FormDialog>
  );
}
