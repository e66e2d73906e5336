import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { socialLinks } from "../schema/social";
import { SOCIAL_LINK_NOT_FOUND, socialLinkSchema, updateSocialLinkSchema } from "../schema/social-forms";
import type { SpecsOf } from "./endpoint";
import type { socialRoutes } from "./social.routes";
import { bodyFor, idParams, noContent, onTheWire } from "./wire";

export const socialLinkResponse = onTheWire(createSelectSchema(socialLinks));

/** A social link as the API returns it. */
export type SocialLinkDto = z.output<typeof socialLinkResponse>;

export const socialSpecs = {
  list: {
    summary: "Social links in the order they were added",
    responses: { 200: z.array(socialLinkResponse) },
  },
  create: {
    summary: "Add a social link (one per address)",
    body: bodyFor(socialLinks, socialLinkSchema),
    responses: { 201: socialLinkResponse },
  },
  update: {
    summary: "Edit a social link, or any part of it",
    params: idParams,
    notFound: SOCIAL_LINK_NOT_FOUND,
    body: bodyFor(socialLinks, updateSocialLinkSchema),
    responses: { 200: socialLinkResponse },
  },
  remove: {
    summary: "Delete a social link",
    params: idParams,
    notFound: SOCIAL_LINK_NOT_FOUND,
    responses: { 204: noContent },
  },
} as const satisfies SpecsOf<typeof socialRoutes>;
