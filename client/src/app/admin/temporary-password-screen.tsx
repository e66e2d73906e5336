import { useQueryClient } from "@tanstack/react-query";
import { BRAND } from "@shared/brand";
import { Button } from "@/components/ui/button";
import { sessionQuery } from "@/features/auth/api/auth-queries";
import { ChangePasswordForm } from "@/features/staff/components/change-password-form";

/**
 * All an account signed in with a temporary password (one a colleague chose) sees: it chooses its
 * own before anything else; the dashboard opens once the session says the change is done.
 */
export function TemporaryPasswordScreen({
  username,
  onLogout,
  loggingOut,
}: {
  username?: string;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const queryClient = useQueryClient();
  const onChanged = () => queryClient.invalidateQueries({ queryKey: sessionQuery().queryKey });
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-brand-50 to-orange-100 px-4 py-10">
      <div className="w-full max-w-3xl space-y-4">
        <header className="text-center">
          <p className="text-sm font-semibold text-brand-700">{BRAND.name}</p>
          <h1 className="mt-1 text-2xl font-bold text-ink">اختر كلمة مرور خاصة بك</h1>
          <p className="mt-2 text-sm text-neutral-700">
            دخلت{username ? <bdi dir="ltr"> {username} </bdi> : " "}بكلمة مرور مؤقتة اختارها مسؤول آخر. اختر كلمة مرور
            جديدة لا يعرفها غيرك قبل متابعة العمل في لوحة التحكم.
          </p>
        </header>
        <ChangePasswordForm title="كلمة مرور جديدة" onChanged={onChanged} />
        <div className="text-center">
          <Button variant="ghost" onClick={onLogout} disabled={loggingOut}>
            تسجيل الخروج
          </Button>
        </div>
      </div>
    </main>
  );
}
