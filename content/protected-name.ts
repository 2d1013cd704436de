/**
 * "Íslenskt gin / Icelandic gin", a product name protected by its place of origin since a notice of
 * Matvælastofnun (MAST) of 5 November 2024: what it requires and the sources that say so. How We
 * Describe Bottles (the `{{protected-name}}` block) and Why Icelandic Gin both write it from here.
 * A bottle shows the designation only where a source says that bottle carries it.
 */
import { formatDate } from "./dates";
import type { Source } from "./schema";

export const PROTECTED_GIN_SOURCES = [
  {
    id: "stjornartidindi-2024",
    title:
      "Auglýsing um skráningu afurðarheitisins „Íslenskt gin / Icelandic gin“ (Stjórnartíðindi, signed for Matvælastofnun, 5 November 2024)",
    url: "https://stjornartidindi.is/Advert.aspx?RecordID=ef06e31f-db5f-408c-99bc-cc3ef19ce724",
    checked: "2026-11-29",
  },
  {
    id: "fa-2026",
    title: "Samtök íslenskra eimingarhúsa fagna lögvernd íslenska ginsins (Félag atvinnurekenda, 8 January 2026)",
    url: "https://atvinnurekendur.is/?p=29052",
    checked: "2026-11-29",
  },
] as const satisfies readonly Source[];

/** The sentences, each followed by the source it rests on. */
export const PROTECTED_GIN_TEXT = [
  {
    text: "Since 5 November 2024 “Íslenskt gin / Icelandic gin” has been a protected product name tied to Iceland: Matvælastofnun (MAST), the Icelandic food authority, granted the application of Samtök íslenskra eimingarhúsa, the association of Icelandic distilleries, under Act no. 130/2014.",
    source: PROTECTED_GIN_SOURCES[0],
  },
  {
    text: "A gin sold under that name must be distilled in Iceland, at least one in four of its botanicals must be Icelandic, it may be brought to strength only with Icelandic water, and it must be bottled and packed in Iceland.",
    source: PROTECTED_GIN_SOURCES[1],
  },
] as const;

/** Said after the requirements: why no bottle page shows the name yet. */
export const PROTECTED_GIN_ON_BOTTLES =
  "A gin with an Icelandic name or label need not meet these rules. We show the designation on a bottle only where a source says that bottle carries it, and no source we have found says so for any bottle in our catalogue yet.";

/** The same, as Markdown for an editorial page: each sentence ends with its source, linked, and the day we checked it. */
export const protectedGinMarkdown = () =>
  [
    ...PROTECTED_GIN_TEXT.map(
      ({ text, source }) => `${text} (Source: [${source.title}](${source.url}), checked ${formatDate(source.checked)}.)`,
    ),
    PROTECTED_GIN_ON_BOTTLES,
  ].join(" ");
