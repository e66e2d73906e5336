import { useSyncExternalStore } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useLocation } from "wouter";
import { SETUP_LINK_NEEDED, setupFormSchema, type SetupFormInput } from "@shared/schema/auth-forms";
import { useApiMutation } from "@/lib/api-mutation";
import { showServerIssues } from "@/lib/server-issues";
import { Button, buttonClasses } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/lib/toast-store";
import { useCanSetup } from "../api/auth-queries";
import { AuthCard } from "./auth-card";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { authRoutes } from "@shared/api/auth.routes";
import { Form } from "@/components/ui/form";

// The printed setup link carries its token in the fragment (#token=...), which never reaches a server log.
const subscribeToHash = (onChange: () => void) => {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
};
const tokenInHash = () => new URLSearchParams(window.location.hash.slice(1)).get("token");

export function SetupPage() {
  useDocumentTitle("إعداد حساب المسؤول");
  const canSetup = useCanSetup();
  const token = useSyncExternalStore(subscribeToHash, tokenInHash);
  if (canSetup.isPending) {
    return (
      <AuthCard title="إعداد حساب المسؤول">
        <div className="flex justify-center py-8">
          <Spinner label="جارٍ التحقق من إمكانية الإعداد..." />
        </div>
      </AuthCard>
    );
  }
  if (!canSetup.data) {
    return (
      <AuthCard title="غير مسموح" subtitle="غير مسموح – يوجد حساب مسؤول بالفعل">
        <Link href="/admin/login" className={`${buttonClasses("primary", "lg")} w-full`}>
          الذهاب إلى تسجيل الدخول
        </Link>
      </AuthCard>
    );
  }
  if (!token) {
    return <AuthCard title="رابط الإعداد مطلوب" subtitle={SETUP_LINK_NEEDED} />;
  }
  return <SetupForm token={token} />;
}

function SetupForm({ token }: { token: string }) {
  const [, navigate] = useLocation();
  // The token comes from the setup link the server printed; without it the server refuses.
  const setup = useApiMutation(authRoutes, "setup", {
    failure: "خطأ",
    fallback: "حدث خطأ أثناء إنشاء الحساب",
    // The page leaves for the sign-in page: nothing to read again here.
    invalidates: [],
    // A password the server refuses (too common, the username) shows under its field.
    fieldErrors: true,
  });
  const form = useForm<SetupFormInput>({
    resolver: zodResolver(setupFormSchema),
    defaultValues: { username: "", password: "", confirmPassword: "" },
  });

  const onSubmit = form.handleSubmit(({ username, password }) =>
    setup.mutate(
      { body: { username, password, token } },
      {
        onSuccess: () => {
          toast({ title: "تم إنشاء الحساب بنجاح", description: "يمكنك الآن تسجيل الدخول" });
          navigate("/admin/login");
        },
        onError: (error) => showServerIssues(error, form.setError, ["username", "password"]),
      },
    ),
  );

  return (
    <AuthCard title="إعداد حساب المسؤول" subtitle="أنشئ حساب المسؤول الأول للوحة التحكم">
      <Form form={form} onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label="اسم المستخدم" htmlFor="username" name="username">
          <Input id="username" autoComplete="username" {...form.register("username")} />
        </FormField>
        <FormField label="كلمة المرور" htmlFor="password" name="password">
          <Input id="password" type="password" autoComplete="new-password" {...form.register("password")} />
        </FormField>
        <FormField label="تأكيد كلمة المرور" htmlFor="confirmPassword" name="confirmPassword">
          <Input
            id="confirmPassword"
            type="password"
            autoComplete="new-password"
            {...form.register("confirmPassword")}
          />
        </FormField>
        <Button type="submit" className="w-full" size="lg" disabled={setup.isPending}>
          {setup.isPending ? "جارٍ إنشاء الحساب..." : "إنشاء الحساب"}
        </Button>
      </Form>
    </AuthCard>
  );
}
