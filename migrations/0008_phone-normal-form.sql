-- One number, one stored value: phones of draw entries and job applications move to the national form
-- the forms now store (shared/jordan-phone.ts nationalPhone): Latin digits; spaces, dashes, brackets and
-- dots removed; +962, 00962 or 962 in front becomes 0. A value that is then no Jordanian number is
-- left exactly as it was, so the admin still sees what was typed.
UPDATE "lottery_entries" AS e SET "phone_number" = p.national
	FROM (SELECT "id", CASE
			WHEN d LIKE '+962%' THEN '0' || substr(d, 5)
			WHEN d LIKE '00962%' THEN '0' || substr(d, 6)
			WHEN d LIKE '962%' THEN '0' || substr(d, 4)
			ELSE d END AS national
		FROM (SELECT "id", regexp_replace(
				translate("phone_number", '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789'),
				'[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff().-]', '', 'g') AS d
			FROM "lottery_entries") AS typed) AS p
	WHERE p."id" = e."id" AND p.national ~ '^(07[789][0-9]{7}|0[2356][0-9]{7})$' AND p.national <> e."phone_number";--> statement-breakpoint
UPDATE "job_applications" AS a SET "phone_number" = p.national
	FROM (SELECT "id", CASE
			WHEN d LIKE '+962%' THEN '0' || substr(d, 5)
			WHEN d LIKE '00962%' THEN '0' || substr(d, 6)
			WHEN d LIKE '962%' THEN '0' || substr(d, 4)
			ELSE d END AS national
		FROM (SELECT "id", regexp_replace(
				translate("phone_number", '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789'),
				'[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff().-]', '', 'g') AS d
			FROM "job_applications") AS typed) AS p
	WHERE p."id" = a."id" AND p.national ~ '^(07[789][0-9]{7}|0[2356][0-9]{7})$' AND p.national <> a."phone_number";
