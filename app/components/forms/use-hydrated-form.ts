import { useEffect, useRef } from "react";

/**
 * Required fields keep their HTML `required` attribute (it helps assistive technology and
 * works before the script arrives); once the form is interactive, its own checks and the
 * spec's messages take over from the browser's bubbles.
 */
export function useHydratedForm() {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.noValidate = true;
  }, []);
  return ref;
}
