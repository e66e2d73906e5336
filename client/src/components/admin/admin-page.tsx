import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { useDocumentTitle } from "@/hooks/use-document-title";

type AdminPageProps = {
  title: string;
  description?: ReactNode;
  /** Buttons at the header's end (e.g. "add"). */
  actions?: ReactNode;
  /** Narrower pages (forms) pass a max width. */
  className?: string;
  children: ReactNode;
};

/** Every dashboard page: one heading, one spacing, and its own tab title. */
export function AdminPage({ title, description, actions, className, children }: AdminPageProps) {
  useDocumentTitle(`${title} – لوحة التحكم`);
  return (
    <div className={cn("mx-auto w-full max-w-7xl space-y-6", className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold text-ink">{title}</h1>
          {description ? <p className="text-sm text-neutral-600">{description}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}
