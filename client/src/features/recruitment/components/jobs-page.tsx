// Placeholder: replaced by the feature's own issue.
export function JobsPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h2 className="text-2xl font-bold">انضم إلى فريقنا</h2>
    </div>
  );
}
