import { beforeAll, describe, expect, it } from "vitest";
import { migratedFromBefore } from "../support/migration-step";

// The accounts an installation held before roles existed: each could do everything.
const ACCOUNTS = [
  "insert into users (username, password) values ('first-admin', 'hash-1')",
  "insert into users (username, password, disabled_at) values ('left-the-company', 'hash-2', '2025-03-01 09:00:00+00')",
  "insert into users (username, password, must_change_password) values ('new-colleague', 'hash-3', true)",
];

type Row = { username: string; role: string; branches: string; disabled: boolean; must_change_password: boolean };

describe("the staff roles migration", () => {
  let rows: Row[];

  beforeAll(async () => {
    rows = await migratedFromBefore<Row>(
      "staff-roles",
      ACCOUNTS,
      // An account added after the migration without a role (the column's default) is read alongside.
      `with later as (
         insert into users (username, password) values ('added-later', 'hash-4')
         returning username, role, branches, disabled_at, must_change_password
       )
       select username, role, array_to_string(branches, ',') as branches, disabled_at is not null as disabled,
              must_change_password
         from users
       union all
       select username, role, array_to_string(branches, ','), disabled_at is not null, must_change_password
         from later
       order by 1`,
    );
  });

  it("makes every account that existed before an owner, at no branch in particular, whatever its state", () => {
    const before = rows.filter((row) => row.username !== "added-later");
    expect(before).toEqual([
      { username: "first-admin", role: "owner", branches: "", disabled: false, must_change_password: false },
      { username: "left-the-company", role: "owner", branches: "", disabled: true, must_change_password: false },
      { username: "new-colleague", role: "owner", branches: "", disabled: false, must_change_password: true },
    ]);
  });

  it("starts an account created afterwards without a role as a cashier", () => {
    expect(rows.find((row) => row.username === "added-later")).toMatchObject({ role: "cashier", branches: "" });
    expect(rows).toHaveLength(ACCOUNTS.length + 1);
  });
});
