// Placeholder: replaced by the feature's own issue.
export function AdminSocialPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h2 className="text-2xl font-bold">روابط التواصل</h2>
    </div>
  );
}
