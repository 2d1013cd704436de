import { clsx, type ClassValue } from "clsx";

/** Joins class names; components keep their variants conflict-free instead of merging. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
