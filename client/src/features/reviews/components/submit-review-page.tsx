import { FormPageCard } from "@/components/public/form-page-card";
import { deferredForm } from "@/components/public/deferred-form";

const SubmitReviewForm = deferredForm(() => import("./submit-review-form").then((m) => m.SubmitReviewForm));

export function SubmitReviewPage() {
  return (
    <FormPageCard title="شاركنا رأيك" intro="رأيك يهمنا ويساعدنا على تقديم الأفضل دائماً.">
      <SubmitReviewForm />
    </FormPageCard>
  );
}
