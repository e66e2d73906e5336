/**
 * Shown only when the browser runs no script (a CSS media query, so it needs no script to decide):
 * the page's form is sent by script, so say so up front. The form itself is not shown then
 * (`noscript:hidden` on each public <form>): nothing is typed only to be lost on sending.
 */
export function NoScriptNote() {
  return (
    <p className="mt-4 hidden rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-900 noscript:block">
      يحتاج هذا النموذج إلى تفعيل JavaScript في المتصفح، فلا يظهر ولا يُرسل من دونه. فعّله ثم أعد تحميل الصفحة.
    </p>
  );
}
