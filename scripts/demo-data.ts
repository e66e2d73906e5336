// Fills a running site with demo content through its own API, for development and screenshots:
//   npx tsx scripts/demo-data.ts http://localhost:5000 <admin-user> <admin-password>
// Creates the admin first when the site has none: run the server with SETUP_TOKEN=<token> and this
// script with the same SETUP_TOKEN in its environment (the setup link's token). Photos are generated plates, not real pictures.
import { addDemoApplications } from "./demo-hiring";
import { addDemoMenu } from "./demo-menu";
import { addScheduledOffers } from "./demo-offers";
import { addDemoDraw, addDemoPrizes } from "./demo-draw";
import { addDemoBoard } from "./demo-board";
import { addDemoOrders } from "./demo-orders";
import { addDemoRoles, DEMO_CASHIER } from "./demo-roles";
import { SiteApi } from "./site-api";

const [base = "http://localhost:5000", username = "owner", password = "owner-pass-123"] = process.argv.slice(2);
const site = new SiteApi(base);
const call = site.call.bind(site);
const uploadPlate = site.uploadPlate.bind(site);
await site.signIn(username, password);

// Categories, dishes with calories and allergens, one sold out today at one branch.
await addDemoMenu(site);
for (const [index, offer] of [
  { title: "عرض الجمعة", description: "وجبتين بروستد مع مشروبين", originalPrice: "12", discountedPrice: "9" },
  { title: "عرض الطلاب", description: "ساندويش زنجر مع بطاطا", originalPrice: "3.50", discountedPrice: "2.75" },
  { title: "عرض العائلة", description: "16 قطعة مع سلطتين", originalPrice: "18", discountedPrice: "15" },
].entries()) {
  await call("POST", "/api/offers", { ...offer, imageUrl: await uploadPlate(10 + index * 15), branches: [] });
}
// Scheduled offers: one for the coming weekend, one live now.
await addScheduledOffers(site);
for (const review of [
  { customerName: "أحمد", rating: 5, comment: "أطيب بروستد في عمّان، مقرمش وطازج دائماً" },
  { customerName: "سارة", rating: 4, comment: "الخدمة سريعة والوجبة العائلية ممتازة" },
  { customerName: "محمد", rating: 5, comment: "الثومية عندكم ما إلها مثيل، شكراً" },
]) {
  await call("POST", "/api/reviews", review);
}
for (const review of await call<{ id: string; approved: boolean }[]>("GET", "/api/reviews")) {
  if (!review.approved) await call("PUT", `/api/reviews/${review.id}/approve`, {});
}
for (const reel of [
  { customerName: "ليلى", videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
  { customerName: "خالد", videoUrl: "https://www.instagram.com/reel/C0abcdEFGH1/" },
]) {
  await call("POST", "/api/submit-reel", { ...reel, isActive: true });
}
for (const reel of await call<{ id: string; approved: boolean }[]>("GET", "/api/customer-reels")) {
  if (!reel.approved) await call("PUT", `/api/customer-reels/${reel.id}/approve`, {});
}
for (const [platform, icon, url] of [
  ["Facebook", "facebook", "https://facebook.com/example"],
  ["Instagram", "instagram", "https://instagram.com/example"],
  ["WhatsApp", "whatsapp", "https://wa.me/962790000000"],
]) {
  await call("POST", "/api/social-links", { platform, icon, url });
}
const amman = await call<{ id: string }>("POST", "/api/governorates", { name: "عمّان", isActive: true });
await call("POST", "/api/governorates", { name: "إربد", isActive: true });
// Each area is hired for by a branch: its manager sees the area's applications.
for (const [name, branchSlug] of [
  ["خلدا", "dabouq"],
  ["دابوق", "dabouq"],
  ["الياسمين", "al-yasmeen"],
])
  await call("POST", "/api/areas", { name, governorateId: amman.id, branchSlug, isActive: true });
for (const title of ["كاشير", "طاهٍ", "سائق توصيل"]) await call("POST", "/api/job-positions", { title, isActive: true });
await call("POST", "/api/application-questions", {
  question: "هل لديك خبرة سابقة في المطاعم؟",
  order: 1,
  isActive: true,
  options: ["نعم", "لا"],
});
await call("POST", "/api/application-questions", {
  question: "ما هي أوقات الدوام المناسبة لك؟",
  order: 2,
  isActive: true,
  options: null,
});
await call("PUT", "/api/terms-and-conditions", {
  content:
    "1. يجب أن يكون عمر المتقدم 18 عاماً فأكثر.\n2. تُعامل بيانات المتقدمين بسرية تامة.\n3. يتم التواصل مع المرشحين المناسبين فقط.",
});
// Prizes with what is left of each, their weights and where each is collected, and the draw's rules.
await addDemoPrizes(site);
// The four branches: plausible Amman addresses and hours, numbers from the 079 000 00xx pattern
// (not anyone's real line), a lunch and a late shift past midnight, and a Ramadan plan.
const lateWeek = (close: string) => [
  ...Array.from({ length: 5 }, () => [{ open: "11:00", close }]),
  [{ open: "13:30", close: "02:00" }],
  [{ open: "11:00", close: "02:00" }],
];
const ramadan = {
  from: "2027-02-08",
  to: "2027-03-09",
  label: "رمضان",
  intervals: [{ open: "19:30", close: "03:00" }],
};
const eid = { from: "2027-03-10", to: "2027-03-10", label: "أول أيام العيد", intervals: [] };
const branchDetails = [
  [
    "al-yasmeen",
    "شارع عبدالله غوشة، مقابل مجمع الياسمين التجاري",
    "ضاحية الياسمين",
    "0790000011",
    "0790000012",
    31.9321,
    35.8887,
    lateWeek("00:00"),
  ],
  [
    "dabouq",
    "شارع الأميرة بسمة، قرب دوار الكيلو",
    "دابوق",
    "0790000021",
    "0790000022",
    31.9952,
    35.8054,
    lateWeek("01:00"),
  ],
  [
    "airport-road",
    "طريق المطار، بعد جسر مادبا",
    "طريق المطار",
    "065000031",
    "0790000032",
    31.8615,
    35.8793,
    lateWeek("02:00"),
  ],
  [
    "hashmi-north",
    "شارع الأمير راشد، قرب مدارس الهاشمي",
    "الهاشمي الشمالي",
    "0790000041",
    "0790000042",
    31.9678,
    35.9621,
    [
      ...Array.from({ length: 5 }, () => [
        { open: "11:00", close: "15:00" },
        { open: "17:00", close: "23:30" },
      ]),
      [{ open: "13:30", close: "00:30" }],
      [{ open: "11:00", close: "23:30" }],
    ],
  ],
] as const;
for (const [index, [slug, address, area, phone, whatsapp, lat, lng, hours]] of branchDetails.entries()) {
  await call("PUT", `/api/branches/${slug}`, {
    address,
    area,
    phone,
    whatsapp,
    lat,
    lng,
    talabatUrl: `https://www.talabat.com/jordan/restaurant/90000${index}/example`,
    careemUrl: index % 2 ? `https://app.careem.com/food/restaurant/example-${slug}` : null,
    imageUrl: await uploadPlate(200 + index * 30),
    hours,
    exceptions: index === 3 ? [ramadan] : [ramadan, eid],
  });
}
// Hiring: applications at every stage, with staff notes.
await addDemoApplications(site);
// Roles: a branch manager and a cashier of الياسمين beside the owner.
await addDemoRoles(site, username, password);
// The draw: winning entries, one prize handed over at the cashier's branch, the others waiting.
await addDemoDraw(base, DEMO_CASHIER, DEMO_CASHIER.branches[0]);
// Order ahead: ordering on at two branches, and orders placed there.
await addDemoOrders(site);
// The board: those orders in every column, and a paused branch.
await addDemoBoard(site, ["al-yasmeen", "dabouq"]);
console.log(`Demo content added to ${base} (admin: ${username}).`);
