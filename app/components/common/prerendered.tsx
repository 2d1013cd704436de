import { Suspense, lazy, useEffect, useRef, useState, type ComponentType, type HTMLAttributes } from "react";
import { isHydrated } from "~/lib/browser/hydration";
import { useClientLinks } from "./client-links";

type PrerenderedOptions = { late?: boolean };

type PrerenderedProps<P> = HTMLAttributes<HTMLElement> & {
  as?: "div" | "nav" | "section" | "aside" | "figure";
  /** What the markup shows; the pre-rendered markup stands for as long as this stays the same. */
  version?: string;
  /** false where this instance's markup has something to do (a video's play button): it hydrates with its code. */
  keep?: boolean;
  props?: P;
};

/**
 * Markup that has nothing to do in the browser (copy, links, pictures without handlers): the
 * pre-render draws it, and the first page in the browser keeps it as it stands, the way React
 * keeps any `dangerouslySetInnerHTML` it is given, instead of loading the code that drew it. Only
 * where it was not pre-rendered (a page drawn in the browser, the app shell) or once `version`
 * changes is its code fetched and rendered. Links inside still open without a reload; pictures that
 * fail still turn into their placeholders.
 *
 * `id` names the element on the page, so it must be unique there. `late` is for the layout's parts
 * below the page (the footer): where they were not pre-rendered (the app shell that answers unknown
 * addresses), the page shows and works without waiting for their code, and they follow.
 */
export function prerendered<P extends object = object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
  { late = false }: PrerenderedOptions = {},
) {
  const Content = lazy(async () => ({ default: await load() }));

  return function Prerendered({ as = "div", version, keep: keepable = true, props, ...attributes }: PrerenderedProps<P>) {
    // Typed as a div: these tags take the same attributes here.
    const Tag = as as "div";
    const onClick = useClientLinks();
    // Read once, while the first page hydrates: afterwards the element on the page may be another page's.
    const [adopted] = useState(() =>
      typeof document === "undefined" || isHydrated() ? undefined : { html: document.getElementById(id)?.innerHTML, version },
    );
    const keep = keepable && adopted?.html !== undefined && adopted.version === version;
    // Its pictures still turn into their placeholders when they fail, as FallbackImage's do.
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const root = ref.current;
      if (!keep || !root) return;
      // The swap's code (with FallbackImage's) loads only if one fails. An image's error does not
      // bubble, so it is caught on its way down; one that failed before this ran is complete with no width.
      const swap = (image: EventTarget | null) => {
        if (image instanceof HTMLImageElement && image.dataset.fallbackName !== undefined)
          void import("~/lib/browser/image-fallback").then(({ showPlaceholder }) => showPlaceholder(image));
      };
      root.querySelectorAll("img").forEach((image) => image.complete && image.naturalWidth === 0 && swap(image));
      const onError = (event: Event) => swap(event.target);
      root.addEventListener("error", onError, true);
      return () => root.removeEventListener("error", onError, true);
    }, [keep]);
    if (keep) {
      return <Tag ref={ref} id={id} {...attributes} onClick={onClick} dangerouslySetInnerHTML={{ __html: adopted.html! }} />;
    }
    // No Suspense boundary for a page's parts: the code is part of loading the page, so a client-side
    // navigation keeps the page before it until this has arrived (a transition), and Back restores
    // its scroll position on the whole page. The pre-render draws it whole either way (a boundary
    // there would be streamed in by an inline script); in the browser this path is never hydrated.
    const content = <Content {...(props ?? ({} as P))} />;
    return (
      <Tag id={id} {...attributes}>
        {late && typeof document !== "undefined" ? <Suspense>{content}</Suspense> : content}
      </Tag>
    );
  };
}

/** The props a module's exported component takes (none: `object`). */
type PropsOf<C> = C extends (props: infer P) => unknown ? (unknown extends P ? object : P & object) : never;

/**
 * Several kept parts drawn by one module: `const part = prerenderedParts(() => import("./copy"))`,
 * then `part("element-id", "ExportName")` for each.
 */
export function prerenderedParts<M>(load: () => Promise<M>, options?: PrerenderedOptions) {
  return <K extends keyof M>(id: string, name: K) =>
    prerendered<PropsOf<M[K]>>(id, () => load().then((module) => module[name] as ComponentType<PropsOf<M[K]>>), options);
}
