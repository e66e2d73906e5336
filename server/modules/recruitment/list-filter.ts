/**
 * Who sees which rows (DECISIONS.md): the public only ever gets active rows, whatever it asks;
 * an admin gets every row unless `?active=true` narrows the list.
 */
export const activeOnly = (admin: boolean, active: boolean) => !admin || active;
