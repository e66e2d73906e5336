import type { BranchOrderingDto } from "@shared/api/orders.contract";
import { formatDate, formatDateTime, formatTime } from "@/lib/format";
import { FIELD, OrderField } from "./order-field";

export const ASAP = "asap";

/** The branches: those taking orders can be chosen; the others say why not and when they take orders again. */
export function BranchChoice({
  branches,
  value,
  onChange,
  error,
}: {
  branches: BranchOrderingDto[];
  value: string;
  onChange: (slug: string) => void;
  error?: string;
}) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? "order-branch-error" : undefined}>
      <legend className="mb-1 font-semibold">الفرع</legend>
      {branches.map((branch) => (
        <label
          key={branch.branch}
          className="flex cursor-pointer items-start gap-3 rounded-xl border border-neutral-200 p-3 has-checked:border-brand-600 has-disabled:cursor-not-allowed has-disabled:bg-neutral-50"
        >
          <input
            type="radio"
            name="branch"
            className="mt-1 size-4"
            value={branch.branch}
            checked={value === branch.branch}
            disabled={!branch.takesOrders}
            onChange={() => onChange(branch.branch)}
          />
          <span>
            <span className="block font-semibold">{branch.name}</span>
            <span className="block text-sm text-neutral-600">
              {branch.takesOrders
                ? `جاهز خلال ${branch.prepMinutes} دقيقة تقريباً`
                : `${branch.reason}${branch.resumesAt ? `، يستقبل الطلبات من ${formatDateTime(branch.resumesAt)}` : ""}`}
            </span>
          </span>
        </label>
      ))}
      {error ? (
        <p id="order-branch-error" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** «أقرب وقت» or a slot with room, today or tomorrow, in Amman time. */
export function PickupChoice({
  branch,
  value,
  onChange,
  error,
}: {
  branch: BranchOrderingDto;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const choices = [
    ...(branch.asapAt ? [{ value: ASAP, label: `أقرب وقت (حوالي ${formatTime(branch.asapAt)})` }] : []),
    ...branch.slots.map((slot) => ({
      value: slot.at,
      label: `${formatDate(slot.at)} – ${formatTime(slot.at)}`,
    })),
  ];
  return (
    <OrderField label="وقت الاستلام" error={error}>
      <select
        className={`${FIELD} h-11 cursor-pointer`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="" disabled>
          اختر وقت الاستلام
        </option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </OrderField>
  );
}
