import { Link } from "react-router";
import { listPageAddress } from "@content/bottle-kinds";
import { buttonVariants } from "~/components/ui/button";
import { LIST_PAGE_SIZE, pageNumbers } from "~/lib/catalogue/list-paging";

export interface ListPaginationProps {
  /** the list's own address (its page 1) */
  listPath: string;
  page: number;
  pageCount: number;
  total: number;
  countNoun: string;
}

/**
 * A list's pages as plain links (Previous, the numbers, Next), so every bottle is reachable by a
 * crawler and without script; which bottles this page shows, of how many.
 */
export function ListPagination({ listPath, page, pageCount, total, countNoun }: ListPaginationProps) {
  const first = (page - 1) * LIST_PAGE_SIZE + 1;
  const last = Math.min(total, page * LIST_PAGE_SIZE);
  const step = buttonVariants({ variant: "secondary", size: "md" });
  return (
    <nav aria-label="Pages" className="mt-10 flex flex-col items-center gap-3">
      <p className="text-sm text-slate-700" data-testid="page-line">
        {first}–{last} of {total} {countNoun}
      </p>
      {/* 12 px apart: a focus ring reaches 5 px out (3 px outline, 2 px offset) and must not touch the current page's fill. */}
      <div className="flex flex-wrap items-center justify-center gap-3">
        {page > 1 && (
          <Link to={listPageAddress(listPath, page - 1)} rel="prev" className={step}>
            Previous
          </Link>
        )}
        <ul className="flex flex-wrap items-center gap-3">
          {pageNumbers(page, pageCount).map((n, i) =>
            n === "gap" ? (
              <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-600">
                …
              </li>
            ) : (
              <li key={n}>
                <Link
                  to={listPageAddress(listPath, n)}
                  aria-label={`Page ${n}`}
                  aria-current={n === page ? "page" : undefined}
                  className={buttonVariants({ variant: n === page ? "primary" : "ghost", size: "icon" })}
                >
                  {n}
                </Link>
              </li>
            ),
          )}
        </ul>
        {page < pageCount && (
          <Link to={listPageAddress(listPath, page + 1)} rel="next" className={step}>
            Next
          </Link>
        )}
      </div>
    </nav>
  );
}
