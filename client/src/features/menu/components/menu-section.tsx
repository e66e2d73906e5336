// Placeholder: replaced by the feature's own issue.
export function MenuSection() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h2 className="text-2xl font-bold">قائمة الطعام</h2>
    </div>
  );
}
