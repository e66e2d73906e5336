import { beforeAll, describe, expect, it } from "vitest";
import { migratedFromBefore } from "../support/migration-step";

// Phones as the old forms stored them, and the national form each one now has (or itself, when it is no Jordanian number).
const STORED: Array<[string, string]> = [
  ["0791234567", "0791234567"],
  ["079 123 4567", "0791234567"],
  ["079-123-4567", "0791234567"],
  ["+962791234567", "0791234567"],
  ["+962 78 123 4567", "0781234567"],
  ["00962771234567", "0771234567"],
  ["962791234567", "0791234567"],
  ["٠٧٩١٢٣٤٥٦٧", "0791234567"],
  ["(06) 512 3456", "065123456"],
  ["\u00a0079\u00a0123\u00a04567", "0791234567"],
  ["1234567890", "1234567890"],
  ["+1 202 555 0143", "+1 202 555 0143"],
  ["0761234567", "0761234567"],
  ["abcdefghijk", "abcdefghijk"],
];

const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

describe("the phone normal form migration", () => {
  let stored: Array<{ kind: string; typed: string; phone: string }>;
  const phones = (kind: string) => new Map(stored.filter((r) => r.kind === kind).map((r) => [r.typed, r.phone]));

  beforeAll(async () => {
    // The typed value rides along in the invoice and the name so each row can be checked against it.
    const setup = STORED.flatMap(([typed], i) => [
      `insert into lottery_entries (invoice_number, invoice_normal, phone_number)
        values (${quoted(typed)}, 'row${i}', ${quoted(typed)})`,
      `insert into job_applications (applicant_name, phone_number) values (${quoted(typed)}, ${quoted(typed)})`,
    ]);
    stored = await migratedFromBefore(
      "phone-normal-form",
      setup,
      `select 'entry' as kind, invoice_number as typed, phone_number as phone from lottery_entries
       union all select 'application', applicant_name, phone_number from job_applications`,
    );
  });

  it("stores every Jordanian number of the draw entries in its national form and leaves the rest as typed", () => {
    expect(phones("entry")).toEqual(new Map(STORED));
  });

  it("does the same for the job applications", () => {
    expect(phones("application")).toEqual(new Map(STORED));
  });
});
