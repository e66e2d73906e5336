import { useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { Plus } from "lucide-react";
import type { SocialLinkDto } from "@shared/api/social.contract";
import { useQuery } from "@tanstack/react-query";
import { DeleteRowButton, EditRowButton } from "@/components/admin/row-action-buttons";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/api-client";
import { useApiMutation } from "@/lib/api-mutation";
import { socialLinksQuery } from "../api/social-queries";
import { SocialIcon } from "./social-icon";
import { SocialLinkDialog } from "./social-link-dialog";
import { socialRoutes } from "@shared/api/social.routes";

export function AdminSocialPage() {
  const links = useQuery(socialLinksQuery());
  const [dialog, setDialog] = useState<{ open: boolean; editing: SocialLinkDto | null }>({
    open: false,
    editing: null,
  });
  return (
    <AdminPage
      title="روابط التواصل"
      description='الأيقونات التي تظهر في قسم "تواصل معنا" في الصفحة الرئيسية.'
      className="max-w-5xl"
      actions={
        <Button onClick={() => setDialog({ open: true, editing: null })}>
          <Plus aria-hidden="true" />
          إضافة رابط
        </Button>
      }
    >
      {links.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="جارٍ تحميل الروابط..." />
        </div>
      ) : links.isError ? (
        <p className="py-10 text-center text-red-600">{errorMessage(links.error, "تعذر تحميل الروابط")}</p>
      ) : links.data.length === 0 ? (
        <p className="py-10 text-center text-neutral-500">لا توجد روابط بعد</p>
      ) : (
        <Table className="bg-white">
          <TableHeader>
            <TableRow>
              <TableHead>المنصة</TableHead>
              <TableHead>الرابط</TableHead>
              <TableHead>الإجراءات</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {links.data.map((link) => (
              <TableRow key={link.id}>
                <TableCell>
                  <span className="flex items-center gap-3 font-semibold whitespace-nowrap">
                    <SocialIcon icon={link.icon} className="size-9" />
                    {link.platform}
                  </span>
                </TableCell>
                <TableCell>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    dir="ltr"
                    className="block max-w-36 truncate text-brand-700 hover:underline sm:max-w-xs"
                  >
                    {link.url}
                  </a>
                </TableCell>
                <TableCell>
                  <div className="flex items-center gap-1">
                    <EditRowButton name={link.platform} onClick={() => setDialog({ open: true, editing: link })} />
                    <DeleteLinkButton link={link} />
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <SocialLinkDialog
        open={dialog.open}
        editing={dialog.editing}
        // Closing clears the edit target, so the next "add" starts blank.
        onOpenChange={(open) => setDialog(open ? { ...dialog, open } : { open: false, editing: null })}
      />
    </AdminPage>
  );
}

function DeleteLinkButton({ link }: { link: SocialLinkDto }) {
  const remove = useApiMutation(socialRoutes, "remove", {
    success: "تم حذف الرابط بنجاح",
    failure: "خطأ في حذف الرابط",
    fallback: "يرجى المحاولة مرة أخرى",
  });
  return (
    <ConfirmDialog
      trigger={<DeleteRowButton name={link.platform} />}
      title="حذف الرابط"
      description={`هل أنت متأكد من حذف رابط ${link.platform}؟`}
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ params: { id: link.id } })}
    />
  );
}
