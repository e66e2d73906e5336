import { describe, expect, it } from "vitest";
import { migratedFromBefore } from "../support/migration-step";

const GOV_A = "11111111-1111-4111-8111-111111111111";
const GOV_B = "22222222-2222-4222-8222-222222222222";
const GOV_C = "33333333-3333-4333-8333-333333333333";
const AREA_A = "44444444-4444-4444-8444-444444444444";
const AREA_B = "55555555-5555-4555-8555-555555555555";
const POS_A = "66666666-6666-4666-8666-666666666666";
const POS_B = "77777777-7777-4777-8777-777777777777";

// Stored before the rule: "الزرقاء" three times (one inactive, one spelled with أ), an area twice in one
// governorate, a position twice, and an application that chose the second of each.
const SEED = [
  `insert into governorates (id, name, is_active, created_at) values
    ('${GOV_A}', 'الزرقاء', false, now() - interval '3 days'),
    ('${GOV_B}', 'الزرقاء ', true, now() - interval '2 days'),
    ('${GOV_C}', 'ألزرقاء', true, now() - interval '1 day')`,
  `insert into areas (id, name, governorate_id, created_at) values
    ('${AREA_A}', 'الرصيفة', '${GOV_B}', now() - interval '2 days'),
    ('${AREA_B}', 'الرصيفة', '${GOV_B}', now() - interval '1 day')`,
  `insert into job_positions (id, title, created_at) values
    ('${POS_A}', 'Cashier', now() - interval '2 days'), ('${POS_B}', 'cashier', now() - interval '1 day')`,
  `insert into job_applications (applicant_name, phone_number, job_position_id, governorate_id, area_id)
    values ('سارة', '0791234567', '${POS_B}', '${GOV_C}', '${AREA_B}')`,
];
const READ = `select
  (select json_agg(json_build_object('id', id, 'name', name, 'active', is_active) order by created_at) from governorates) as governorates,
  (select json_agg(json_build_object('id', id, 'name', name, 'active', is_active) order by created_at) from areas) as areas,
  (select json_agg(json_build_object('id', id, 'name', title, 'active', is_active) order by created_at) from job_positions) as positions,
  (select json_agg(json_build_object('position', job_position_id, 'governorate', governorate_id, 'area', area_id))
     from job_applications) as applications`;
type Named = { id: string; name: string; active: boolean };
type Result = { governorates: Named[]; areas: Named[]; positions: Named[]; applications: unknown[] };

/** The catalog as the migration finds it with the duplicates above, after every migration from it on. */
const migrateWithDuplicates = async () => (await migratedFromBefore<Result>("catalog-names-maps-link", SEED, READ))[0];

describe("the migration that makes catalog names unique", () => {
  it("keeps every duplicate stored before it, renaming and hiding the later ones, and leaves applications untouched", async () => {
    const result = await migrateWithDuplicates();
    const suffix = (id: string) => ` (مكرر ${id.slice(0, 8)})`;
    // The active one keeps its name and visibility (the oldest active one when several are); the others
    // are marked and hidden, so visitors see each name once.
    expect(result.governorates).toEqual([
      { id: GOV_A, name: `الزرقاء${suffix(GOV_A)}`, active: false },
      { id: GOV_B, name: "الزرقاء ", active: true },
      { id: GOV_C, name: `ألزرقاء${suffix(GOV_C)}`, active: false },
    ]);
    expect(result.areas).toEqual([
      { id: AREA_A, name: "الرصيفة", active: true },
      { id: AREA_B, name: `الرصيفة${suffix(AREA_B)}`, active: false },
    ]);
    expect(result.positions).toEqual([
      { id: POS_A, name: "Cashier", active: true },
      { id: POS_B, name: `cashier${suffix(POS_B)}`, active: false },
    ]);
    expect(result.applications).toEqual([{ position: POS_B, governorate: GOV_C, area: AREA_B }]);
  });
});
