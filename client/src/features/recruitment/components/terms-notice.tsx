import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { Label } from "@/components/ui/label";
import { TermsPageLink } from "./terms-page-link";

type Props = { content: string; accepted: boolean; onAcceptedChange: (accepted: boolean) => void };

/** The terms text on the page, then the box the applicant ticks to accept it, the form's first step. */
export function TermsNotice({ content, accepted, onAcceptedChange }: Props) {
  return (
    <section aria-labelledby="job-terms-title" className="space-y-3">
      <h2 id="job-terms-title" className="text-lg font-bold">
        الشروط والأحكام
      </h2>
      <div
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must take focus so keyboard users can scroll it (axe scrollable-region-focusable)
        tabIndex={0}
        className="max-h-64 overflow-y-auto rounded-xl border border-neutral-200 bg-neutral-50 p-4 text-sm leading-relaxed whitespace-pre-line text-neutral-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        {content.trim() ? content : "لا توجد شروط وأحكام إضافية حالياً."}
      </div>
      <TermsPageLink />
      <div className="flex items-center gap-3">
        <NativeCheckbox
          id="termsAccepted"
          checked={accepted}
          onChange={(event) => onAcceptedChange(event.target.checked)}
        />
        <Label htmlFor="termsAccepted" className="cursor-pointer leading-normal">
          أوافق على الشروط والأحكام
        </Label>
      </div>
    </section>
  );
}
