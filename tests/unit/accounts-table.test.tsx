import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClientProvider } from "@tanstack/react-query";
import type { StaffAccount } from "../../shared/api/staff.contract";
import { STAFF_MESSAGES } from "../../shared/schema/staff-forms";
import { createQueryClient } from "../../client/src/lib/query-client";
import { apiQuery } from "../../client/src/lib/api-client";
import type { BranchNameDto } from "../../shared/api/branches.contract";
import { branchesRoutes } from "../../shared/api/branches.routes";
import { FIRST_BRANCHES } from "../../shared/branches";
import { AccountsTable } from "../../client/src/features/staff/components/accounts-table";

const account = (
  username: string,
  disabled = false,
  role: StaffAccount["role"] = "owner",
  branches = ["dabouq"],
): StaffAccount => ({
  id: `id-${username}`,
  username,
  fullName: null,
  createdAt: "2026-11-01T08:00:00.000Z",
  disabledAt: disabled ? "2026-11-02T08:00:00.000Z" : null,
  lastSignInAt: null,
  mustChangePassword: false,
  role,
  branches: role === "owner" ? [] : branches,
  isSelf: username === "owner",
});

/** A branch the owner has closed since: the accounts it was given to still name it. */
const CLOSED: BranchNameDto = { slug: "zarqa-old", name: "الزرقاء القديمة", closed: true };

/** The page as rendered with the signed-in list of every branch already read (branch names come from it). */
const render = (accounts: StaffAccount[]) => {
  const client = createQueryClient();
  client.setQueryData(apiQuery(branchesRoutes, "names").queryKey, [
    ...FIRST_BRANCHES.map((branch) => ({ ...branch, closed: false })),
    CLOSED,
  ]);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <AccountsTable accounts={accounts} />
    </QueryClientProvider>,
  );
};

/** The disable button of an account, as markup. */
const disableButton = (html: string, username: string) =>
  html.match(new RegExp(`<button[^>]*aria-label="تعطيل ${username}"[^>]*>`))?.[0] ?? "";

describe("accounts table", () => {
  it("does not offer to disable the last enabled owner, and says why", () => {
    const html = render([account("owner"), account("sara", true)]);
    expect(disableButton(html, "owner")).toContain(` disabled=""`);
    expect(html).toContain(STAFF_MESSAGES.lastAdmin);
  });

  it("offers to disable a cashier even when only one owner is enabled", () => {
    const html = render([account("owner"), account("sara", false, "cashier")]);
    expect(disableButton(html, "owner")).toContain(` disabled=""`);
    expect(disableButton(html, "sara")).not.toContain(` disabled=""`);
    expect(html).toContain("كاشير");
    expect(html).toContain("دابوق");
  });

  it("offers to disable any owner while another one stays enabled", () => {
    const html = render([account("owner"), account("sara")]);
    expect(disableButton(html, "owner")).not.toContain(` disabled=""`);
    expect(disableButton(html, "sara")).not.toContain(` disabled=""`);
    expect(html).not.toContain(STAFF_MESSAGES.lastAdmin);
  });

  it("names a closed branch of an account's scope by its name, marked closed, never by its slug", () => {
    const html = render([account("owner"), account("sara", false, "cashier", ["dabouq", CLOSED.slug])]);
    expect(html).toContain(`دابوق، ${CLOSED.name} (مغلق)`);
    expect(html).not.toContain(CLOSED.slug);
  });

  it("offers the owner to edit every account's full name, their own included", () => {
    const html = render([account("owner"), account("sara", false, "cashier")]);
    expect(html).toContain(`aria-label="تعديل الاسم الكامل لـ owner"`);
    expect(html).toContain(`aria-label="تعديل الاسم الكامل لـ sara"`);
  });
});
