import { Link } from "wouter";
import { useDocumentTitle } from "@/hooks/use-document-title";

// The one English page, as SPEC.md 2.1 asks.
export function NotFoundPage() {
  useDocumentTitle("Page Not Found");
  return (
    <main lang="en" dir="ltr" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="text-2xl font-bold">Page Not Found</h1>
      <p className="text-neutral-600">The page you are looking for does not exist or has been moved.</p>
      <Link href="/" className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        Back to home
      </Link>
    </main>
  );
}
