import { Lightbulb } from "lucide-react";

const TIPS = [
  "عامّ (Public) يستطيع الجميع مشاهدته",
  "برابطه الكامل كما يظهر في شريط العنوان أو زر المشاركة",
  "متعلق بالمطعم أو بوجباتنا",
  "منشور على YouTube أو Facebook أو Instagram أو TikTok (المنصات المدعومة)",
];

export function ReelTips() {
  return (
    <aside aria-labelledby="reel-tips-title" className="rounded-2xl border border-amber-200 bg-amber-50 p-5">
      <h2 id="reel-tips-title" className="flex items-center gap-2 font-bold text-amber-900">
        <Lightbulb aria-hidden="true" className="size-5" />
        قبل الإرسال، تأكد أن الفيديو:
      </h2>
      <ul className="mt-3 list-disc space-y-1.5 ps-5 text-sm text-amber-900/90">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </aside>
  );
}
