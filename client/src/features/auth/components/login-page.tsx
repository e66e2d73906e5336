import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Redirect } from "wouter";
import { loginSchema, type LoginInput } from "@shared/schema/auth-forms";
import { returnPath } from "@/lib/session-expiry";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useApiMutation } from "@/lib/api-mutation";
import { useSession } from "../api/auth-queries";
import { AuthCard } from "./auth-card";
import { rememberWelcome } from "./welcome-toast";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { authRoutes } from "@shared/api/auth.routes";
import { Form } from "@/components/ui/form";

type Props = {
  /** Opens the dashboard page at `path` once signed in (the cached data of the signed-out visit is already gone). */
  onSignedIn: (path: string) => void | Promise<void>;
};

export function LoginPage({ onSignedIn }: Props) {
  useDocumentTitle("تسجيل دخول المسؤول");
  const session = useSession();
  if (session.data?.authenticated) return <Redirect to={returnPath(window.location.search)} replace />;
  return <LoginForm onSignedIn={onSignedIn} />;
}

function LoginForm({ onSignedIn }: Props) {
  const queryClient = useQueryClient();
  // A lockout (429), a disabled account (403) and wrong credentials (401) are explained by the server, in Arabic.
  const login = useApiMutation(authRoutes, "login", {
    failure: "خطأ في تسجيل الدخول",
    fallback: "حدث خطأ أثناء تسجيل الدخول",
    signsIn: true,
    // The cache is emptied on success: nothing to read again here.
    invalidates: [],
  });
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "" },
  });

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(
      { body: values },
      {
        onSuccess: () => {
          rememberWelcome();
          // Nothing read while signed out (the session's "not signed in" above all) may outlive the sign-in.
          queryClient.clear();
          return onSignedIn(returnPath(window.location.search));
        },
      },
    ),
  );

  const busy = login.isPending || login.isSuccess;
  return (
    <AuthCard title="تسجيل دخول المسؤول" subtitle="أدخل بياناتك للوصول إلى لوحة التحكم">
      <Form form={form} onSubmit={onSubmit} noValidate className="space-y-4">
        {/* The one thing to do on this page: the cursor waits in the first field. */}
        <FormField label="اسم المستخدم" htmlFor="username" name="username">
          <Input id="username" autoComplete="username" autoFocus {...form.register("username")} />
        </FormField>
        <FormField label="كلمة المرور" htmlFor="password" name="password">
          <Input id="password" type="password" autoComplete="current-password" {...form.register("password")} />
        </FormField>
        <Button type="submit" className="w-full" size="lg" disabled={busy}>
          {busy ? "جارٍ تسجيل الدخول..." : "تسجيل الدخول"}
        </Button>
      </Form>
    </AuthCard>
  );
}
