import { useId, useState } from "react";
import { Star } from "lucide-react";
import { cn } from "@/components/ui/cn";
import { FieldError } from "@/components/ui/form-field";

export const STAR_LABELS = ["نجمة واحدة", "نجمتان", "3 نجوم", "4 نجوم", "5 نجوم"] as const;

type StarRatingInputProps = {
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  /** Visible label of the group. */
  label: string;
  name: string;
  /** The contract's message, shown under the stars and announced with the group. */
  error?: string;
};

/**
 * Five native radios in a radiogroup: the browser gives arrow keys, Tab in and out, and the
 * screen-reader announcements; the stars are only their look.
 */
export function StarRatingInput({ value, onChange, onBlur, label, name, error }: StarRatingInputProps) {
  const labelId = useId();
  const errorId = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-semibold text-ink">
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="flex w-fit gap-1"
        onMouseLeave={() => setHovered(0)}
      >
        {STAR_LABELS.map((starLabel, index) => {
          const star = index + 1;
          return (
            <label key={star} className="relative cursor-pointer" onMouseEnter={() => setHovered(star)}>
              <input
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                onBlur={onBlur}
                // Transparent over the star: the real radio takes the clicks, keys and focus.
                className="peer absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
              />
              <span className="sr-only">{starLabel}</span>
              <Star
                aria-hidden="true"
                className={cn(
                  "size-9 rounded-md p-0.5 transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500",
                  star <= shown ? "fill-amber-400 text-amber-400" : "fill-transparent text-neutral-300",
                )}
              />
            </label>
          );
        })}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
