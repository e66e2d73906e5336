// The closed value lists that both the tables and the forms use. Kept free of drizzle so a form
// (and so a public page's bundle) can import them without pulling in the database layer.

export const lotteryStatuses = ["pending", "claimed", "rejected"] as const;
export type LotteryStatus = (typeof lotteryStatuses)[number];

/** What an invoice number may be made of: any text, digits only, or Latin letters and digits. */
export const invoiceCharacterSets = ["any", "digits", "alnum"] as const;
export type InvoiceCharacterSet = (typeof invoiceCharacterSets)[number];

export const videoPlatforms = ["upload", "youtube", "facebook", "instagram"] as const;
export type VideoPlatform = (typeof videoPlatforms)[number];

export const socialIcons = ["facebook", "instagram", "twitter", "whatsapp", "tiktok", "youtube"] as const;
export type SocialIcon = (typeof socialIcons)[number];

export const siteSettingFlags = [
  "showLotteryPopup",
  "showMenuLink",
  "showJobsLink",
  "showLotteryLink",
  "showReviewsLink",
  "showReelsLink",
  "orderAhead",
] as const;
export type SiteSettingFlag = (typeof siteSettingFlags)[number];

// Allergens a dish may declare (the common labelling list); the menu shows each with its Arabic name.
export const allergens = [
  "gluten",
  "milk",
  "egg",
  "sesame",
  "mustard",
  "soy",
  "nuts",
  "peanuts",
  "fish",
  "shellfish",
  "celery",
  "sulphites",
] as const;
export type Allergen = (typeof allergens)[number];
export const ALLERGEN_LABELS: Record<Allergen, string> = {
  gluten: "الغلوتين",
  milk: "الحليب",
  egg: "البيض",
  sesame: "السمسم",
  mustard: "الخردل",
  soy: "الصويا",
  nuts: "المكسرات",
  peanuts: "الفول السوداني",
  fish: "السمك",
  shellfish: "القشريات",
  celery: "الكرفس",
  sulphites: "الكبريتيت",
};

/** Where a job application stands, in the order it moves: new, contacted, interviewed, then a decision. */
export const applicationStages = ["new", "contacted", "interview", "accepted", "rejected"] as const;
export type ApplicationStage = (typeof applicationStages)[number];

/** What a staff account may do: the owner everything; a branch manager their branches; a cashier the draw. */
export const staffRoles = ["owner", "manager", "cashier"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** The least role an endpoint or dashboard page admits; each level admits the roles above it. */
export type StaffLevel = StaffRole;
const ADMITTED: Record<StaffLevel, readonly StaffRole[]> = {
  owner: ["owner"],
  manager: ["owner", "manager"],
  cashier: ["owner", "manager", "cashier"],
};
export const levelAdmits = (level: StaffLevel, role: StaffRole) => ADMITTED[level].includes(role);
