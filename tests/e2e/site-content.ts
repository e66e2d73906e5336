import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { expect } from "./support";

/** A small real photo, as a phone camera would send it (the server re-encodes it). */
export const photo = (background = { r: 217, g: 120, b: 30 }) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .png()
    .toBuffer();

/**
 * Uploads a photo the way the dashboard does (signed URL, PUT, then processing) and returns the
 * stored image's path, for a menu item's or an offer's imageUrl. `request` must be signed in.
 */
export async function uploadPhoto(
  request: APIRequestContext,
  file?: { data: Buffer; type: "image/jpeg" | "image/png" },
): Promise<string> {
  const signed = await request.post("/api/objects/upload");
  expect(signed.status()).toBe(200);
  const { uploadURL } = (await signed.json()) as { uploadURL: string };
  const { data, type } = file ?? { data: await photo(), type: "image/png" };
  const put = await request.put(uploadURL, { data, headers: { "Content-Type": type } });
  expect(put.ok()).toBe(true);
  const processed = await request.put("/api/menu-item-images", { data: { imageURL: uploadURL } });
  expect(processed.status()).toBe(200);
  return ((await processed.json()) as { objectPath: string }).objectPath;
}

/** Creates a row through the admin API and returns it; `request` must be signed in. */
export async function create<T = { id: string }>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const res = await request.post(path, { data });
  expect(res.status(), `${path} ${await res.text()}`).toBe(201);
  return (await res.json()) as T;
}

/** A featured dish with a photo, so the home page's featured carousel shows it. */
export async function createFeaturedDish(request: APIRequestContext, name: string) {
  const imageUrl = await uploadPhoto(request);
  return create(request, "/api/menu-items", {
    name,
    sandwichPrice: "2.75",
    mealPrice: "4.50",
    imageUrl,
    isFeatured: true,
  });
}

const week = (open: string, close: string) => Array.from({ length: 7 }, () => [{ open, close }]);

/**
 * Every kind of content a public page shows, made through the admin API as an admin would:
 * offers, dishes (featured ones with photos), approved reviews, approved reels of each platform
 * (an uploaded video included), a branch's full details, social links, open positions with their
 * questions and places, an active prize and the terms. Returns names to look for on the pages.
 */
export async function fillSite(request: APIRequestContext, tag: string) {
  const imageUrl = await uploadPhoto(request);
  await create(request, "/api/offers", {
    title: `عرض العائلة ${tag}`,
    description: "وجبتان عائليتان مع بطاطا ومشروب كبير",
    originalPrice: "15",
    discountedPrice: "12.5",
    imageUrl,
    branches: ["دابوق"],
  });
  await create(request, "/api/offers", { title: `عرض الغداء ${tag}`, originalPrice: "5", discountedPrice: "4" });
  await create(request, "/api/menu-items", {
    name: `ساندويش زنجر ${tag}`,
    sandwichPrice: "2.5",
    mealPrice: "3.75",
    sandwichIngredients: "صدر دجاج مقرمش وخس ومايونيز",
    mealIngredients: "بطاطا ومشروب",
    branches: ["الياسمين", "المطار"],
  });
  const featured = `وجبة عائلية 12 قطعة ${tag}`;
  for (const name of [featured, `بروستد 4 قطع ${tag}`])
    await create(request, "/api/menu-items", {
      name,
      sandwichPrice: "9",
      mealPrice: "11.5",
      imageUrl,
      isFeatured: true,
    });

  for (const [customerName, rating] of [
    [`سارة ${tag}`, 5],
    [`محمد ${tag}`, 4],
  ] as const) {
    const review = await create(request, "/api/submit-review", {
      customerName,
      rating,
      comment: "الدجاج مقرمش والخدمة سريعة، أنصح به بشدة",
    });
    expect((await request.put(`/api/reviews/${review.id}/approve`)).status()).toBe(200);
  }
  for (const videoUrl of [
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.facebook.com/reel/1234567890",
    "https://www.instagram.com/reel/C1a2b3c4d5e/",
    "https://cdn.example.com/reels/broasted-night.mp4",
  ]) {
    const reel = await create(request, "/api/submit-reel", { customerName: `عميل ${tag}`, videoUrl });
    expect((await request.put(`/api/customer-reels/${reel.id}/approve`)).status()).toBe(200);
  }

  // الياسمين: the branch no other browser test edits (their own hours and exceptions stay as they expect).
  const branch = await request.put("/api/branches/al-yasmeen", {
    data: {
      address: "شارع الملكة رانيا، مقابل الجامعة",
      area: "الياسمين",
      phone: "0791234567",
      whatsapp: "0791234567",
      lat: 31.99,
      lng: 35.83,
      talabatUrl: "https://www.talabat.com/jordan/restaurant/1234",
      careemUrl: "https://www.careem.com/ar-JO/food/restaurant/1234",
      imageUrl,
      hours: week("11:00", "01:00"),
      exceptions: [
        { from: "2027-02-18", to: "2027-03-19", label: "رمضان", intervals: [{ open: "19:00", close: "03:00" }] },
      ],
    },
  });
  expect(branch.status(), await branch.text()).toBe(200);
  // A link is added once: each fill uses addresses of its own.
  const account = `broasted${Math.random().toString(36).slice(2, 8)}`;
  for (const icon of ["facebook", "instagram", "tiktok", "whatsapp"])
    await create(request, "/api/social-links", {
      platform: `${icon} ${tag}`,
      url: `https://${icon}.com/${account}`,
      icon,
    });

  const position = `كاشير ${tag}`;
  await create(request, "/api/job-positions", { title: position, isActive: true });
  await create(request, "/api/application-questions", { question: "هل لديك خبرة سابقة في المطاعم؟", isActive: true });
  await create(request, "/api/application-questions", {
    question: "ما الوردية التي تفضلها؟",
    options: ["صباحية", "مسائية"],
    isActive: true,
  });
  const governorate = await create(request, "/api/governorates", { name: `عمّان ${tag}`, isActive: true });
  await create(request, "/api/areas", { name: `خلدا ${tag}`, governorateId: governorate.id, isActive: true });
  await create(request, "/api/prizes", { name: `وجبة مجانية ${tag}`, isActive: true });
  const terms = await request.put("/api/terms-and-conditions", {
    data: {
      content: "الشروط والأحكام\n\n1. يحق لكل عميل المشاركة بفاتورة واحدة.\n2. الجوائز غير قابلة للاستبدال نقداً.",
    },
  });
  expect(terms.status(), await terms.text()).toBe(200);
  return { featured, position };
}
