import { FallbackImage, type FallbackImageProps } from "./fallback-image";
import { bottlePictureAlt } from "~/lib/catalogue/photos";

export interface BottleImageProps extends Omit<FallbackImageProps, "src" | "name" | "alt" | "photo"> {
  bottle: { name: string; image: string; photo?: FallbackImageProps["photo"] };
}

/** A bottle's photo or drawing, named after the bottle; a drawing's alt text says it is an illustration. */
export function BottleImage({ bottle, ...props }: BottleImageProps) {
  return (
    <FallbackImage
      src={bottle.image}
      photo={bottle.photo}
      name={bottle.name}
      alt={bottlePictureAlt(bottle.name, bottle)}
      {...props}
    />
  );
}
