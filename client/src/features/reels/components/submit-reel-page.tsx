import { FormPageCard } from "@/components/public/form-page-card";
import { deferredForm } from "@/components/public/deferred-form";
import { ReelTips } from "./reel-tips";

const SubmitReelForm = deferredForm(() => import("./submit-reel-form").then((m) => m.SubmitReelForm));

export function SubmitReelPage() {
  return (
    <FormPageCard
      title="شاركنا فيديو تجربتك"
      intro="صوّرت زيارتك لنا؟ أرسل رابط الفيديو وقد يظهر في صفحتنا الرئيسية."
      widthClassName="max-w-2xl"
    >
      <div className="mt-6">
        <ReelTips />
      </div>
      <SubmitReelForm />
    </FormPageCard>
  );
}
