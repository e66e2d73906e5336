-- Records about records never copy a visitor's data. Audit rows of every resource that is not
-- content the admins write themselves keep which fields changed; each value a visitor gave becomes
-- '(بيانات شخصية)' (an absent value stays null), except the fields that say nothing about the person.
UPDATE "audit_log" AS a
SET "changes" = (
	SELECT coalesce(
		jsonb_object_agg(
			f.key,
			CASE
				WHEN f.key IN ('id', 'status', 'approved', 'isActive', 'prizeId', 'rating', 'videoPlatform', 'deleted') THEN f.value
				ELSE jsonb_build_object(
					'before', CASE WHEN coalesce(f.value -> 'before', 'null'::jsonb) = 'null'::jsonb THEN 'null'::jsonb ELSE to_jsonb('(بيانات شخصية)'::text) END,
					'after', CASE WHEN coalesce(f.value -> 'after', 'null'::jsonb) = 'null'::jsonb THEN 'null'::jsonb ELSE to_jsonb('(بيانات شخصية)'::text) END
				)
			END
		),
		'{}'::jsonb
	)
	FROM jsonb_each(a."changes") AS f
)
WHERE a."resource" NOT IN (
	'accounts', 'sessions', 'menu-items', 'offers', 'social-links', 'branches', 'governorates', 'areas',
	'job-positions', 'application-questions', 'prizes', 'terms-and-conditions', 'site-settings',
	'privacy-settings', 'images'
) AND jsonb_typeof(a."changes") = 'object' AND a."changes" <> '{}'::jsonb;
--> statement-breakpoint
-- Export records keep which filters were used, never a search's text (a name or a phone number).
UPDATE "application_exports"
SET "filters" = (("filters"::jsonb - 'search') || '{"search": true}'::jsonb)::text
WHERE CASE WHEN "filters" LIKE '{%' THEN ("filters"::jsonb) ? 'search' ELSE false END;
