import { useEffect, type RefObject } from "react";

/**
 * Copies each column's header text onto its body cells as data-label, which the phone layout
 * shows before every value (styles/index.css, .table-stack). Kept in step as rows come and go,
 * so no call site has to repeat its column names.
 */
export function useColumnLabels(tableRef: RefObject<HTMLTableElement | null>) {
  useEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const apply = () => {
      const headers = [...table.querySelectorAll("thead th")].map((th) => th.textContent?.trim() ?? "");
      for (const row of table.querySelectorAll("tbody tr")) {
        [...row.children].forEach((cell, index) => {
          const label = headers[index];
          if (!label || cell.hasAttribute("colspan")) return;
          if (cell.getAttribute("data-label") !== label) cell.setAttribute("data-label", label);
        });
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(table, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [tableRef]);
}
