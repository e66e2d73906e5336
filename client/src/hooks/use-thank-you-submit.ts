import { useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

interface Submission<Body> {
  mutate(input: { body: Body }, options: { onSuccess: () => void }): void;
}

/**
 * A visitor's form answered by a thank-you dialog, not a toast: the valid body is sent, and on
 * success the form empties to its default values and the dialog opens (`thanked`).
 */
export function useThankYouSubmit<Values extends FieldValues, Body>(
  form: UseFormReturn<Values, unknown, Body>,
  submission: Submission<Body>,
) {
  const [thanked, setThanked] = useState(false);
  const onSubmit = form.handleSubmit((body) =>
    submission.mutate(
      { body },
      {
        onSuccess: () => {
          form.reset();
          setThanked(true);
        },
      },
    ),
  );
  return { onSubmit, thanked, setThanked };
}
