import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { changePasswordFormSchema, type ChangePasswordFormInput } from "@shared/schema/staff-forms";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast-store";
import { useApiMutation } from "@/lib/api-mutation";
import { showServerIssues } from "@/lib/server-issues";
import { staffRoutes } from "@shared/api/staff.routes";
import { Form } from "@/components/ui/form";

const EMPTY: ChangePasswordFormInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** The admin's own password; `onChanged` runs after a successful change (e.g. to leave a temporary-password screen). */
export function ChangePasswordForm({
  title = "تغيير كلمة المرور",
  onChanged,
}: {
  title?: string;
  onChanged?: () => void;
}) {
  // The other sessions end with the change, so the staff reads (the sessions list) are read again.
  const change = useApiMutation(staffRoutes, "changePassword", {
    failure: "خطأ في تغيير كلمة المرور",
    fieldErrors: true,
  });
  const form = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { body: { currentPassword, newPassword } },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          toast({ title: "تم تغيير كلمة المرور", description: "انتهت جلساتك على الأجهزة الأخرى" });
          onChanged?.();
        },
        onError: (error) => showServerIssues(error, form.setError, ["currentPassword", "newPassword"]),
      },
    ),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-3">
          <FormField label="كلمة المرور الحالية" htmlFor="current-password" name="currentPassword">
            <Input
              id="current-password"
              type="password"
              autoComplete="current-password"
              dir="ltr"
              className="text-start"
              {...form.register("currentPassword")}
            />
          </FormField>
          <FormField label="كلمة المرور الجديدة" htmlFor="new-password" name="newPassword">
            <Input
              id="new-password"
              type="password"
              autoComplete="new-password"
              dir="ltr"
              className="text-start"
              {...form.register("newPassword")}
            />
          </FormField>
          <FormField label="تأكيد كلمة المرور الجديدة" htmlFor="confirm-password" name="confirmPassword">
            <Input
              id="confirm-password"
              type="password"
              autoComplete="new-password"
              dir="ltr"
              className="text-start"
              {...form.register("confirmPassword")}
            />
          </FormField>
          <div className="md:col-span-3">
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? "جارٍ الحفظ..." : "تغيير كلمة المرور"}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
