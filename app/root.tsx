import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation } from "react-router";
import type { Route } from "./+types/root";
import { useClientLinks } from "~/components/common/client-links";
import { CompareTrayHost } from "~/components/compare/compare-tray-host";
import { ConsentHost } from "~/components/consent/consent-host";
import SiteFooter from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { ToastHost } from "~/components/layout/toast-host";
import { NewsletterPopupMount } from "~/components/newsletter/newsletter-popup-mount";
import { sendPageView } from "~/lib/clients/analytics";
import { markHydrated } from "~/lib/browser/hydration";
import { siteTitle } from "~/lib/routing/route-meta";
import stylesheet from "~/styles/app.css?url";
import headingFont from "~/assets/fonts/source-serif-4-600-headings.woff2?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  // The headings' face (app.css) is asked for beside the stylesheet, not once the stylesheet has been
  // read: a round trip less before the first paint, which waits for it briefly (`optional`).
  { rel: "preload", href: headingFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// Every page route has its own meta; this one is seen only where none matched: the app shell that
// answers unknown addresses (404.html), until its catch-all route has sent the visitor on.
export const meta: Route.MetaFunction = () => [{ title: siteTitle("Page Not Found") }, { name: "robots", content: "noindex" }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1d2e" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-white px-4 py-2 text-night-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4 [--focus-ring:var(--color-glacier-300)]"
          // shown over the dark top bar, so its ring is the dark surfaces' one
        >
          Skip to content
        </a>
        {children}
        {/* Keyed by history entry (not pathname): its inline script is then the same on every page,
            so the one site-wide CSP keeps its few hashes. Filters opt out with preventScrollReset. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Reports a page view for every new address (scrolling is left to <ScrollRestoration />). */
function usePageViews() {
  const { pathname, search, hash } = useLocation();
  useEffect(sendPageView, [pathname, search, hash]);
}

function Shell({ children }: { children: ReactNode }) {
  const onMainClick = useClientLinks();
  return (
    <>
      <SiteHeader />
      {/* Plain links to pages inside (Markdown bodies, cards) open through the router: client-links.ts */}
      <main id="main" className="flex-1 pt-16" onClick={onMainClick}>
        {children}
      </main>
      <SiteFooter />
      <ToastHost />
      <NewsletterPopupMount />
      <ConsentHost />
      <CompareTrayHost />
    </>
  );
}

export default function App() {
  usePageViews();
  useEffect(markHydrated, []);
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** What an address served by the generic fallback shows until its route has loaded. */
export function HydrateFallback() {
  return (
    <>
      <SiteHeader />
      {/* Only the app shell for addresses nobody pre-rendered shows this (on its way to /404 or a
          new address): a quiet status that appears only if the wait lasts, not a flash every time. */}
      <main id="main" className="flex-1 pt-16" aria-busy="true">
        <p role="status" className="mx-auto max-w-7xl px-4 py-24 text-center text-muted-foreground appear-late">
          Loading…
        </p>
      </main>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <Shell>
      <section className="mx-auto max-w-3xl px-4 py-24 text-center">
        <h1 className="text-4xl font-semibold">{title}</h1>
        <p className="mt-4 text-muted-foreground">
          The page could not be shown. Please reload, or go back to the{" "}
          <a className="underline" href="/">
            home page
          </a>
          .
        </p>
      </section>
    </Shell>
  );
}
