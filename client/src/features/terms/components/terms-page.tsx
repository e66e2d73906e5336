import { FileText } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { useTerms } from "../api/terms-queries";

/** /terms: the terms an applicant accepts on /jobs, readable (and linkable) on their own. */
export function TermsPage() {
  const terms = useTerms();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <header className="mb-8 flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
          <FileText className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-bold">الشروط والأحكام</h1>
        {terms.data?.updatedAt && (
          <p className="text-sm text-neutral-600">آخر تحديث: {formatDate(terms.data.updatedAt)}</p>
        )}
      </header>
      <Card className="p-5 leading-loose whitespace-pre-line text-neutral-800 sm:p-8">
        {terms.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : terms.data?.content.trim() ? (
          terms.data.content
        ) : (
          <p className="text-center text-neutral-600">لا توجد شروط وأحكام حالياً.</p>
        )}
      </Card>
    </div>
  );
}
