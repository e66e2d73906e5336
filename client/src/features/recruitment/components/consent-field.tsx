import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { Label } from "@/components/ui/label";
import { revealClasses } from "./application-steps";
import { TermsPageLink } from "./terms-page-link";

type Props = { content: string; accepted: boolean; onAcceptedChange: (accepted: boolean) => void };

/** The last step before sending: the admin's consent text and an explicit tick (data protection law asks for explicit consent). */
export function ConsentField({ content, accepted, onAcceptedChange }: Props) {
  return (
    <section
      aria-labelledby="job-consent-title"
      className={`space-y-3 rounded-xl border border-brand-200 bg-brand-50/50 p-4 ${revealClasses}`}
    >
      <h2 id="job-consent-title" className="font-bold">
        الموافقة على معالجة البيانات الشخصية
      </h2>
      <p id="job-consent-text" className="text-sm leading-relaxed whitespace-pre-line text-neutral-700">
        {content}
      </p>
      <TermsPageLink />
      <div className="flex items-center gap-3">
        <NativeCheckbox
          id="consentAccepted"
          checked={accepted}
          aria-describedby="job-consent-text"
          onChange={(event) => onAcceptedChange(event.target.checked)}
        />
        <Label htmlFor="consentAccepted" className="cursor-pointer leading-normal">
          أوافق على معالجة بياناتي الشخصية
        </Label>
      </div>
    </section>
  );
}
