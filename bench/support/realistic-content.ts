import type { SiteApi } from "../../scripts/site-api";
import { cameraPhoto } from "./camera-photo";

/** An admin's API call that answers the JSON or throws (SiteApi.call; a test's client, checked). */
export type AdminCall = <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;

const KINDS = ["زنجر", "بروستد", "فاهيتا", "مسحب", "شاورما", "ستربس", "برجر دجاج", "أجنحة حارة"];
const EXTRAS = ["بالثوم", "الحار", "بالجبنة", "العائلي", "الكبير"];

/**
 * The content the performance targets are measured with: 40 dishes with photos, 6 of them
 * featured, 5 offers with photos, 20 approved reviews and 6 approved reels; for /jobs, places,
 * positions, questions and terms.
 */
export async function fillRealisticContent(site: SiteApi): Promise<void> {
  const photos: string[] = [];
  for (let i = 0; i < 8; i++) photos.push(await site.uploadImage(await cameraPhoto(i + 1), "image/jpeg"));
  await fillContent(site.call.bind(site), photos);
}

/** The same content through `call`, with `photos` (image paths) as the dishes' and offers' pictures. */
export async function fillContent(call: AdminCall, photos: string[]): Promise<void> {
  const site = { call };
  for (let i = 0; i < 40; i++) {
    await site.call("POST", "/api/menu-items", {
      name: `${KINDS[i % KINDS.length]} ${EXTRAS[i % EXTRAS.length]} ${i + 1}`,
      sandwichPrice: i % 4 === 3 ? null : (1.75 + (i % 6) * 0.5).toFixed(2),
      mealPrice: (3 + (i % 7) * 0.75).toFixed(2),
      sandwichIngredients: "صدر دجاج مقرمش، خس، مخلل، صوص الثوم، خبز صاج",
      mealIngredients: "الساندويش مع بطاطا مقرمشة ومشروب غازي وكول سلو",
      imageUrl: photos[i % photos.length],
      branches: i % 3 === 0 ? [] : ["دابوق", "المطار"],
      isFeatured: i < 6,
    });
  }
  for (let i = 0; i < 5; i++) {
    await site.call("POST", "/api/offers", {
      title: `عرض ${["الجمعة", "الطلاب", "العائلة", "منتصف الأسبوع", "السهرة"][i]}`,
      description: "وجبتين بروستد مع بطاطا ومشروبين وصوص ثومية",
      originalPrice: (10 + i * 2).toFixed(2),
      discountedPrice: (8 + i * 1.5).toFixed(2),
      imageUrl: photos[(i + 3) % photos.length],
      branches: [],
    });
  }
  for (let i = 0; i < 20; i++) {
    await site.call("POST", "/api/reviews", {
      customerName: ["أحمد", "سارة", "محمد", "ليلى", "خالد"][i % 5],
      rating: 3 + (i % 3),
      comment: "الدجاج مقرمش وطازج والخدمة سريعة، أنصح الجميع بتجربة الوجبة العائلية مع الثومية.",
    });
  }
  for (const review of await site.call<{ id: string; approved: boolean }[]>("GET", "/api/reviews")) {
    if (!review.approved) await site.call("PUT", `/api/reviews/${review.id}/approve`, {});
  }
  const videos = [
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtu.be/9bZkp7q19f0",
    "https://www.instagram.com/reel/C0abcdEFGH1/",
    "https://www.facebook.com/watch/?v=10153231379946729",
    "https://www.youtube.com/watch?v=kJQP7kiw5Fk",
    "https://www.instagram.com/p/C1xyzABCDE2/",
  ];
  for (const [i, videoUrl] of videos.entries()) {
    await site.call("POST", "/api/submit-reel", {
      customerName: ["ليلى", "خالد", "رنا", "عمر", "هبة", "يزن"][i],
      videoUrl,
      isActive: true,
    });
  }
  for (const reel of await site.call<{ id: string; approved: boolean }[]>("GET", "/api/customer-reels")) {
    if (!reel.approved) await site.call("PUT", `/api/customer-reels/${reel.id}/approve`, {});
  }
  // /jobs: what its form offers to choose from and asks.
  for (const [name, areas] of [
    ["عمّان", ["خلدا", "دابوق", "الياسمين"]],
    ["إربد", ["الحصن", "شارع الجامعة"]],
  ] as const) {
    const governorate = await site.call<{ id: string }>("POST", "/api/governorates", { name, isActive: true });
    for (const area of areas) {
      await site.call("POST", "/api/areas", { name: area, governorateId: governorate.id, isActive: true });
    }
  }
  for (const title of ["كاشير", "طاهٍ", "سائق توصيل", "عامل نظافة"]) {
    await site.call("POST", "/api/job-positions", { title, isActive: true });
  }
  await site.call("POST", "/api/application-questions", { question: "هل لديك خبرة سابقة في المطاعم؟", isActive: true });
  await site.call("POST", "/api/application-questions", {
    question: "ما الوردية التي تفضلها؟",
    options: "صباحية، مسائية",
    isActive: true,
  });
  await site.call("PUT", "/api/terms-and-conditions", {
    content: "الشروط والأحكام\n\n1. يجب أن يكون عمر المتقدم 18 عاماً فأكثر.\n2. تُعامل بيانات المتقدمين بسرية.",
  });
}
