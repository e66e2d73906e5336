import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { accountNameSchema, type AccountNameInput } from "@shared/schema/staff-forms";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useApiMutation } from "@/lib/api-mutation";
import { showServerIssues } from "@/lib/server-issues";
import { staffRoutes } from "@shared/api/staff.routes";

/** One's own full name: how the audit log and one's hand-overs name one from now on. */
export function OwnNameForm({ fullName }: { fullName: string | null }) {
  // The session carries the name «حسابي» shows: it is read again after the change.
  const rename = useApiMutation(staffRoutes, "setOwnName", {
    success: "تم حفظ اسمك الكامل",
    failure: "تعذر حفظ الاسم الكامل",
    fieldErrors: true,
    invalidates: ["staff", "auth"],
  });
  const form = useForm<AccountNameInput>({
    resolver: zodResolver(accountNameSchema),
    defaultValues: { fullName: fullName ?? "" },
  });
  const { errors } = form.formState;
  // The session's name may arrive or change after the form is drawn: an untouched field follows it.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset({ fullName: fullName ?? "" });
  }, [fullName, form]);

  const onSubmit = form.handleSubmit((body) =>
    rename.mutate(
      { body },
      {
        onSuccess: (account) => form.reset({ fullName: account.fullName ?? "" }),
        onError: (error) => showServerIssues(error, form.setError, ["fullName"]),
      },
    ),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>الاسم الكامل</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
          <FormField
            label="اسمك الكامل"
            htmlFor="own-full-name"
            error={errors.fullName?.message}
            hint="يظهر في السجل وفي تسليم الجوائز"
          >
            <Input id="own-full-name" autoComplete="name" {...form.register("fullName")} />
          </FormField>
          <Button type="submit" disabled={rename.isPending}>
            {rename.isPending ? "جارٍ الحفظ..." : "حفظ الاسم"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
