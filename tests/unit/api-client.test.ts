import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, errorMessage, hasCode, hrefOf } from "../../client/src/lib/api-client";
import { discountPercent, displayPrice, formatPrice } from "../../client/src/lib/format";
import { lotteryRoutes } from "@shared/api/lottery.routes";
import { menuRoutes } from "@shared/api/menu.routes";
import { offersRoutes } from "@shared/api/offers.routes";
import { recruitmentRoutes } from "@shared/api/recruitment.routes";

describe("URLs from the contract", () => {
  it("fills path parameters encoded and leaves empty query values out", () => {
    expect(hrefOf(menuRoutes, "featured", { query: { active: "true" } })).toBe("/api/menu-items/featured?active=true");
    expect(hrefOf(offersRoutes, "update", { params: { id: "a/b c" }, body: { isActive: true } })).toBe(
      "/api/offers/a%2Fb%20c",
    );
    expect(hrefOf(lotteryRoutes, "entries", { query: { search: "", page: 2 } })).toBe("/api/lottery-entries?page=2");
    expect(hrefOf(recruitmentRoutes, "areas", { query: { active: "true" } })).toBe("/api/areas?active=true");
  });
});

describe("the fetch wrapper", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends cookies, JSON only with a body, and turns failures into '<status>: <body>'", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response('{"message":"رقم الفاتورة مستخدم مسبقاً"}', { status: 409 }));
    vi.stubGlobal("fetch", fetchMock);
    const error = (await apiRequest("POST", "/api/lottery", { invoiceNumber: "1" }).catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('409: {"message":"رقم الفاتورة مستخدم مسبقاً"}');
    expect(errorMessage(error, "حدث خطأ ما")).toBe("رقم الفاتورة مستخدم مسبقاً");
    const [, init] = fetchMock.mock.calls[0];
    expect(init.credentials).toBe("include");
    expect(init.headers).toEqual({ "Content-Type": "application/json" });

    fetchMock.mockResolvedValue(new Response("", { status: 500, statusText: "Internal Server Error" }));
    const bare = (await apiRequest("GET", "/api/x").catch((e) => e)) as ApiError;
    expect(bare.message).toBe("500: Internal Server Error");
    expect(errorMessage(bare, "حدث خطأ ما")).toBe("حدث خطأ ما");
    expect(fetchMock.mock.calls[1][1].headers).toBeUndefined();
  });

  it("reads the error's code and field issues from the body, for the app to decide by", () => {
    const body = { code: "invalid", message: "الاسم مطلوب", issues: [{ path: "name", message: "الاسم مطلوب" }] };
    const invalid = new ApiError(400, JSON.stringify(body), "Bad Request");
    expect(invalid.code).toBe("invalid");
    expect(invalid.issues).toEqual(body.issues);
    expect(hasCode(invalid, "invalid")).toBe(true);
    expect(hasCode(invalid, "conflict")).toBe(false);
    // A body from elsewhere (a proxy's page, an unknown code) has no code the app acts on.
    expect(new ApiError(502, "<html>Bad Gateway</html>", "Bad Gateway").code).toBeUndefined();
    expect(new ApiError(409, '{"code":"other","message":"x"}', "Conflict").code).toBeUndefined();
    expect(new ApiError(409, '{"code":"conflict","message":"x"}', "Conflict").issues).toEqual([]);
    expect(hasCode(new Error("offline"), "conflict")).toBe(false);
  });
});

describe("price display", () => {
  it("prefers sandwich, then meal, then plain price, with the dinar label", () => {
    expect(displayPrice({ sandwichPrice: null, mealPrice: "4.50", price: "3.00" })).toBe("4.50");
    expect(formatPrice("3.50")).toBe("3.50 د.أ");
    // Always the column's two decimals, so "1.00" never sits beside "2.75" as "1".
    expect(formatPrice("3.00")).toBe("3.00 د.أ");
    expect(formatPrice(1)).toBe("1.00 د.أ");
    expect(formatPrice("2.5")).toBe("2.50 د.أ");
    expect(formatPrice(null)).toBe("");
  });
  it("shows a discount only when the price really dropped", () => {
    expect(discountPercent("12.00", "9.00")).toBe(25);
    expect(discountPercent("0", "0")).toBeNull();
    expect(discountPercent("10", "12")).toBeNull();
  });
});
