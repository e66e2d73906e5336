/**
 * The full terms on their own page, opened in a new tab so the half-filled application stays as it is.
 */
export function TermsPageLink() {
  return (
    <p className="text-sm">
      <a
        href="/terms"
        target="_blank"
        rel="noopener"
        className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        قراءة الشروط والأحكام كاملة (في نافذة جديدة)
      </a>
    </p>
  );
}
