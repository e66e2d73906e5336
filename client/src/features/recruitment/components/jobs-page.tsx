import { useState } from "react";
import { Briefcase } from "lucide-react";
import { NoScriptNote } from "@/components/public/no-script-note";
import { deferredForm } from "@/components/public/deferred-form";
import { Card } from "@/components/ui/card";
import { usePositions } from "../api/catalog-queries";
import { OpenPositions } from "./open-positions";

const JobApplication = deferredForm(() => import("./job-application").then((m) => m.JobApplication));

/** /jobs: the open positions and the job application form, then the success screen with the application number. */
export function JobsPage() {
  const [submitted, setSubmitted] = useState(false);
  const positions = usePositions({ active: true });

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <header className="mb-8 flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
          <Briefcase className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-bold">انضم إلى فريقنا</h1>
        <p className="text-neutral-600">املأ النموذج خطوة بخطوة، وستظهر الحقول التالية تباعاً.</p>
        <NoScriptNote />
      </header>
      {submitted ? null : <OpenPositions positions={positions.data} />}
      <Card className="p-5 sm:p-8">
        <JobApplication onSubmitted={setSubmitted} />
      </Card>
    </div>
  );
}
