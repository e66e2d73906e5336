import type * as React from "react";
import { type FieldValues, FormProvider, type UseFormReturn } from "react-hook-form";

/** A `<form>` whose FormFields read their errors from `form` by name (shadcn's Form). */
export function Form<Values extends FieldValues, Body>({
  form,
  ...props
}: React.ComponentProps<"form"> & { form: UseFormReturn<Values, unknown, Body> }) {
  return (
    <FormProvider {...form}>
      <form {...props} />
    </FormProvider>
  );
}
