// Every table, for drizzle's typed queries. The tables themselves live in shared/schema.
export * from "@shared/schema/overview";
export * from "@shared/schema/auth";
export * from "@shared/schema/consent";
export * from "@shared/schema/content";
export * from "@shared/schema/exports";
export * from "@shared/schema/lottery";
export * from "@shared/schema/menu";
export * from "@shared/schema/offers";
export * from "@shared/schema/reels";
export * from "@shared/schema/recruitment";
export * from "@shared/schema/reviews";
export * from "@shared/schema/settings";
export * from "@shared/schema/social";
export * from "@shared/schema/terms";
export * from "@shared/schema/branches";
export * from "@shared/schema/audit";
export * from "@shared/schema/image-cleanup";
