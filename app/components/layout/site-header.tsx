import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { navigation, siteConfig } from "~/config/site";
import { Icon } from "~/components/ui/icons";
import { closeIcon, menuIcon } from "~/components/ui/icon-drawings";
import { cn } from "~/lib/browser/cn";
import { PhoneSearch, SearchSlot } from "~/components/search/search-slot";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-full px-3 py-2 text-sm font-medium transition-colors",
    isActive ? "bg-white/15 text-white" : "text-glacier-100 hover:bg-white/10 hover:text-white",
  );

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const menuRef = useRef<HTMLElement>(null);
  const closeMenu = () => {
    if (menuRef.current?.matches(":popover-open")) menuRef.current.hidePopover();
  };

  // The menu is a popover the button opens natively, so a tap works before the page is
  // interactive too; the label follows its state, including a menu opened before hydration.
  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const follow = () => setMenuOpen(menu.matches(":popover-open"));
    follow();
    menu.addEventListener("toggle", follow);
    return () => menu.removeEventListener("toggle", follow);
  }, []);

  // Any navigation (including back/forward) closes the menu; a menu opened before hydration stays open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current !== pathname) closeMenu();
    shownPath.current = pathname;
  }, [pathname]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-white/10 bg-night-900/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 font-serif text-lg font-semibold text-white">
          <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28">
            <path d="M3 26 12 10l5 8 4-6 8 14z" fill="#8ecae6" />
            <path d="M2 8c8-5 20-5 28 0" stroke="#7ae582" strokeWidth="2.5" fill="none" />
          </svg>
          {/* Between lg and xl the eight links and the search field leave room for the mark only. */}
          <span className="lg:max-xl:sr-only">{siteConfig.siteName}</span>
        </Link>
        <div className="ml-auto hidden lg:block">
          <SearchSlot />
        </div>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navigation.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} end={item.href === "/"} className={linkClass}>
                  {item.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Below the top bar's search field: a Search button opening the search panel. */}
        <PhoneSearch className="ml-auto lg:hidden" />
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          popoverTarget="mobile-menu"
        >
          {menuOpen ? <Icon drawing={closeIcon} /> : <Icon drawing={menuIcon} />}
        </button>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        ref={menuRef}
        popover="auto"
        className="fixed inset-x-0 bottom-auto top-16 m-0 h-auto w-full border-0 border-t border-white/10 bg-night-900 p-0 text-inherit lg:hidden"
      >
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
          {navigation.map((item) => (
            <li key={item.href}>
              <NavLink
                to={item.href}
                end={item.href === "/"}
                className={(state) => cn(linkClass(state), "block text-base")}
                onClick={closeMenu}
              >
                {item.name}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
