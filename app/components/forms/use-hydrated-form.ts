import { useEffect, useRef, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * A pre-rendered form before its script has run would submit itself the browser's way (a GET
 * that puts the address in the URL and reloads the page). Its submit button is disabled until
 * the page is interactive, which also stops Enter from submitting (HTML's implicit submission
 * does nothing when the default button is disabled). The fields are uncontrolled, so React leaves
 * what was typed before hydration in place.
 *
 * Required fields keep their HTML `required` attribute (it helps assistive technology); once
 * the form is interactive, its own checks and its catalogue messages take over from the browser's.
 */
export function useHydratedForm() {
  const ref = useRef<HTMLFormElement>(null);
  // false in the pre-rendered HTML and during hydration, true from then on (React's documented way).
  const interactive = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  useEffect(() => {
    if (ref.current) ref.current.noValidate = true;
  }, []);
  return { ref, interactive };
}
