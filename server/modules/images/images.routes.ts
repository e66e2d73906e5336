import type { AppDeps } from "../../deps";
import { implement } from "../../lib/contract-router";
import { actorOf } from "../audit/actor";
import { addImage, createUploadUrl } from "./images.service";

/** /api routes of the image pipeline (the signed PUT and /objects/* live in objects.routes.ts, outside /api). */
export function imagesRoutes(deps: AppDeps) {
  const { db, storage } = deps;
  return implement(deps, "images", {
    uploadUrl: ({ req }) => createUploadUrl(db, storage, actorOf(req)),
    process: ({ req, body: { imageURL } }) => addImage(db, storage, actorOf(req), imageURL),
  });
}
