import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

/** A query's state (a useQuery result fits), or a page of one: `data` is the rows on screen. */
type ListState = { isPending: boolean; isError: boolean; data?: readonly unknown[] };
type Props = { query: ListState; headers: string[]; emptyText: string; children: ReactNode };

/** A dashboard list with its loading, error and empty states. */
export function ListTable({ query, headers, emptyText, children }: Props) {
  let state: ReactNode = null;
  if (query.isPending) state = <Skeleton className="h-6 w-full" />;
  else if (query.isError)
    state = (
      <span role="alert" className="text-red-700">
        تعذر تحميل البيانات.
      </span>
    );
  else if (!query.data?.length) state = <span className="text-neutral-500">{emptyText}</span>;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {headers.map((header) => (
            <TableHead key={header}>{header}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {state ? (
          <TableRow>
            <TableCell colSpan={headers.length} className="py-8 text-center">
              {state}
            </TableCell>
          </TableRow>
        ) : (
          children
        )}
      </TableBody>
    </Table>
  );
}
