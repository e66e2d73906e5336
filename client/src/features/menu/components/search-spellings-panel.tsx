import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { BUILT_IN_SPELLINGS } from "@shared/arabic-search";
import { menuRoutes } from "@shared/api/menu.routes";
import { searchSpellingsFormSchema, type SearchSpellingsFormValues } from "@shared/schema/menu-search-forms";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useApiMutation } from "@/lib/api-mutation";
import { searchSpellingsQuery } from "../api/menu-queries";

/** Words the menu search finds alike: the built-in groups, and the owner's own, one group per line. */
export function SearchSpellingsPanel() {
  const saved = useQuery(searchSpellingsQuery());
  const update = useApiMutation(menuRoutes, "updateSearchSpellings", {
    success: "تم حفظ تهجئات البحث",
    failure: "❌ خطأ في حفظ تهجئات البحث",
    fallback: "فشل حفظ تهجئات البحث",
  });
  const form = useForm<SearchSpellingsFormValues>({
    resolver: zodResolver(searchSpellingsFormSchema),
    defaultValues: { text: "" },
  });
  useEffect(() => {
    if (saved.data) form.reset({ text: saved.data.spellings.join("\n") });
  }, [saved.data, form]);
  const onSubmit = form.handleSubmit(({ text }) => update.mutate({ body: { spellings: text.split("\n") } }));

  return (
    <section
      aria-labelledby="search-spellings-title"
      className="mb-8 rounded-2xl border border-neutral-200 bg-white p-4"
    >
      <h2 id="search-spellings-title" className="mb-1 text-lg font-bold text-ink">
        تهجئات البحث
      </h2>
      <p className="mb-3 text-sm text-neutral-600">
        كلمات يكتبها الزوار بأكثر من طريقة: البحث عن إحداها يجد الأصناف المكتوبة بالأخرى. هذه موجودة دائماً:
      </p>
      <ul className="mb-4 flex flex-wrap gap-2 text-sm">
        {BUILT_IN_SPELLINGS.map((line) => (
          <li key={line} className="rounded-lg bg-neutral-100 px-2 py-1 text-neutral-700">
            {line}
          </li>
        ))}
      </ul>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <FormField
          label="تهجئات إضافية"
          htmlFor="search-spellings"
          error={form.formState.errors.text?.message}
          hint="سطر لكل مجموعة، والكلمات بينها فاصلة، مثل: بطاطس، شيبس"
        >
          <Textarea id="search-spellings" className="min-h-28" disabled={saved.isPending} {...form.register("text")} />
        </FormField>
        <Button type="submit" size="sm" disabled={update.isPending || saved.isPending}>
          {update.isPending ? "جارٍ الحفظ..." : "حفظ التهجئات"}
        </Button>
      </form>
    </section>
  );
}
