import type { ReactNode } from "react";
import { BRAND } from "@shared/brand";

/** The centred card around the login and setup forms. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-brand-50 to-orange-100 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl shadow-brand-900/10 sm:p-8">
        <p className="mb-1 text-center text-sm font-semibold text-brand-700">{BRAND.name}</p>
        <h1 className="text-center text-2xl font-bold text-ink">{title}</h1>
        {subtitle && <p className="mt-2 text-center text-sm text-neutral-600">{subtitle}</p>}
        {children && <div className="mt-6">{children}</div>}
      </div>
    </main>
  );
}
