import { Link } from "wouter";

// The one English page: an unknown address answers in English, the whole rest of the site in Arabic.
export function NotFoundPage() {
  return (
    <main lang="en" dir="ltr" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="text-2xl font-bold">Page Not Found</h1>
      <p className="text-neutral-600">The page you are looking for does not exist or has been moved.</p>
      <Link href="/" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        Back to home
      </Link>
    </main>
  );
}
