import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { NoScriptNote } from "./no-script-note";

export type FormPageCardProps = {
  title: ReactNode;
  intro: ReactNode;
  /** Card width class; the default suits a short form. */
  widthClassName?: string;
  children: ReactNode;
};

/** A public submission page: soft brand gradient, one white card with the page heading, its intro and the form. */
export function FormPageCard({ title, intro, widthClassName = "max-w-xl", children }: FormPageCardProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-14">
      <div
        className={cn("mx-auto w-full rounded-2xl bg-white p-6 shadow-lg shadow-brand-900/5 sm:p-8", widthClassName)}
      >
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        <p className="mt-2 text-neutral-600">{intro}</p>
        <NoScriptNote />
        {children}
      </div>
    </div>
  );
}
