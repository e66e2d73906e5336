import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAreas, useGovernorates, usePositions, useQuestions } from "../api/catalog-queries";
import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-client";
import { JobApplicationForm } from "./job-application-form";
import { JobSuccess } from "./job-success";
import { termsRoutes } from "@shared/api/terms.routes";

/**
 * The job application in its card: the form once its reads are in, then the success screen with
 * the application number. The code the jobs page loads after it is on screen.
 */
export function JobApplication({ onSubmitted }: { onSubmitted: (submitted: boolean) => void }) {
  const [applicationNumber, setApplicationNumber] = useState<string | null>(null);
  // The terms feature's own read (same key), through the contract: the consent text the form shows.
  const terms = useQuery(apiQuery(termsRoutes, "get"));
  const governorates = useGovernorates({ active: true });
  const areas = useAreas({ active: true });
  const positions = usePositions({ active: true });
  const questions = useQuestions({ active: true });
  const queries = [terms, governorates, areas, positions, questions];

  let body: ReactNode;
  if (applicationNumber) {
    body = <JobSuccess applicationNumber={applicationNumber} />;
  } else if (queries.some((query) => query.isError)) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-4 py-8 text-center">
        <p className="text-neutral-700">تعذر تحميل نموذج التوظيف، يرجى المحاولة لاحقاً.</p>
        <Button
          variant="outline"
          onClick={() => {
            for (const query of queries) if (query.isError) query.refetch();
          }}
        >
          إعادة المحاولة
        </Button>
      </div>
    );
  } else if (terms.data && governorates.data && areas.data && positions.data && questions.data) {
    body = (
      <JobApplicationForm
        data={{
          terms: terms.data.content,
          consent: { content: terms.data.consentContent, hash: terms.data.consentHash },
          governorates: governorates.data,
          areas: areas.data,
          positions: positions.data,
          questions: questions.data,
        }}
        onSubmitted={(number) => {
          setApplicationNumber(number);
          onSubmitted(true);
          window.scrollTo({ top: 0, behavior: "smooth" });
        }}
      />
    );
  } else {
    body = (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-6 w-56" />
      </div>
    );
  }

  return body;
}
