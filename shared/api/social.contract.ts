import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { socialLinks } from "../schema/social";
import { SOCIAL_LINK_NOT_FOUND, socialLinkSchema, updateSocialLinkSchema } from "../schema/social-forms";
import type { SpecsOf } from "./endpoint";
import type { socialRoutes } from "./social.routes";
import { bodyFor, createSpec, onTheWire, removeSpec, updateSpec } from "./wire";

export const socialLinkResponse = onTheWire(createSelectSchema(socialLinks));

/** A social link as the API returns it. */
export type SocialLinkDto = z.output<typeof socialLinkResponse>;

export const socialSpecs = {
  list: {
    summary: "Social links in the order they were added",
    responses: { 200: z.array(socialLinkResponse) },
  },
  create: createSpec("Add a social link (one per address)", bodyFor(socialLinks, socialLinkSchema), socialLinkResponse),
  update: updateSpec(
    "Edit a social link, or any part of it",
    SOCIAL_LINK_NOT_FOUND,
    bodyFor(socialLinks, updateSocialLinkSchema),
    socialLinkResponse,
  ),
  remove: removeSpec("Delete a social link", SOCIAL_LINK_NOT_FOUND),
} as const satisfies SpecsOf<typeof socialRoutes>;
