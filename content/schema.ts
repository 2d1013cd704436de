/**
 * One schema per content type. Types are inferred from the schemas, so the data, the pages
 * and the validation test can never disagree. Only types leave this file for the app bundle;
 * zod itself runs in tests and at build time.
 */
import { z } from "zod";
import { GIN_STYLE_NAMES } from "./styles";

/** Display text such as "$47", "€48.90". */
export const priceText = z.string().regex(/^(\$\d+(\.\d{2})?|€\d+(\.\d{2})?)$/);
/** Display text such as "42% vol" or "37.5% vol". */
export const abvText = z.string().regex(/^\d{2}(\.\d{1,2})?% vol$/);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const url = z.string().url();
const yearText = z.string().regex(/^\d{4}$/);
/** [longitude, latitude] */
export const lonLat = z.tuple([z.number(), z.number()]);

/** A public page a fact was checked against. */
export const sourceSchema = z.object({
  id: slug,
  title: z.string().min(1),
  url,
  /** ISO date the page was opened */
  checked: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** ISO date the page itself gives, when its title does not say the day (content/dates.ts sourceDate) */
  published: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** an archived copy of the page (e.g. a Wayback Machine address), shown beside it and instead of it once `npm run links` reports it dead */
  archived: url.optional(),
});
/**
 * A photo added with `npm run photo` (scripts/photo.ts): the original in content/photos, its
 * size, and whom it is credited to. `source` is the page or image address it came from, or "own"
 * for the site operator's own photo (docs/decisions.md, "Content honesty": no photo without either).
 */
export const photoSchema = z
  .object({
    /** the original under content/photos: <slug>-<content hash>.<jpg|png|webp> */
    file: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*-[0-9a-f]{10}\.(jpg|png|webp)$/),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    /** who to credit, e.g. "Ólafsson Gin" (pages show "Photo: Ólafsson Gin") */
    credit: z.string().min(1),
    /** the page or image address it came from, or "own": the site operator's own photo */
    source: z.union([z.literal("own"), url.regex(/^https?:\/\//)]),
    /** ISO date it was added */
    added: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  })
  .strict();

/** An ISO date, e.g. 2026-11-26. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** An ISO 4217 code the JavaScript runtime knows, e.g. ISK, EUR. */
export const currencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .refine((code) => Intl.supportedValuesOf("currency").includes(code), "not an ISO 4217 currency code");

/** A shop a bottle can be bought at (content/shops.yaml). */
export const shopSchema = z
  .object({
    id: slug,
    name: z.string().min(1),
    /** the affiliate shop: its links carry the affiliate reference */
    affiliate: z.boolean().optional(),
    /** its home page, on whose host its offers are (content/offer-address.ts); none for "distillery", each bottle's own distillery shop */
    url: url.optional(),
    /** its product search, with {query} where the words go */
    search: url.includes("{query}").optional(),
    /** the currency it sells in */
    currency: currencyCode,
  })
  .strict();

/**
 * Where a bottle was on sale, at what price, checked when (written by `npm run offer`). The price
 * is as the shop showed it, in its own currency: never converted or estimated.
 */
export const offerSchema = z
  .object({
    /** an id of content/shops.yaml */
    shop: slug,
    /** the bottle's product page at the shop */
    url,
    price: z.number().positive(),
    currency: currencyCode,
    /** bottle size in ml, when the shop gives it */
    sizeMl: z.number().int().positive().optional(),
    /** whether the shop showed it in stock when checked */
    inStock: z.boolean(),
    /** the UTC day the price was read */
    checked: isoDate,
    /** the page of the shop the price was read from, when not the product page itself */
    source: url.optional(),
  })
  .strict();

/** For each displayed fact: the ids of the sources that support it, or "unverified". */
export const factSupport = z.union([z.array(z.string().min(1)).min(1), z.literal("unverified")]);
/**
 * What the sources do say about a fact shown with the unverified mark, when one contradicts or
 * corrects it (a spec fact keeps its value and its mark): a plain sentence and the source it rests on,
 * shown beside the mark.
 */
export const markNoteSchema = z.object({ note: z.string().min(1), source: z.string().min(1) }).strict();
/** Per field shown unverified: what a source says instead (content/facts.test.ts holds the two together). */
export const markNotes = z.record(z.string(), markNoteSchema);

/** Without a credit the notes are the site's own words; a credit names the record's sources it rests on. */
export const tastingNotesSchema = z
  .object({
    nose: z.string().min(1),
    palate: z.string().min(1),
    finish: z.string().min(1),
    /** whose impressions these are when not the site's own words, e.g. "After Kirsch Import's notes (2020)"; shown beside the block */
    credit: z.string().min(1).optional(),
    /** ids of the record's sources (each with its URL) the credited notes come from */
    sources: z.array(z.string().min(1)).min(1).optional(),
  })
  .refine((notes) => Boolean(notes.credit) === Boolean(notes.sources), {
    message: "a credit needs the ids of the sources it credits, and sources need a credit",
  });

export const cocktailSchema = z
  .object({
    name: z.string().min(1),
    ingredients: z.array(z.string().min(1)).min(1),
    /** what it is served in, e.g. "Chilled coupe"; the instructions then say "the glass" */
    glass: z.string().min(1),
    /** none when the recipe has none */
    garnish: z.string().min(1).optional(),
    instructions: z.string().min(1),
  })
  .strict();

export const socialLinksSchema = z.object({
  website: url.optional(),
  facebook: url.optional(),
  instagram: url.optional(),
  linkedin: url.optional(),
  youtube: url.optional(),
  twitter: url.optional(),
  pinterest: url.optional(),
  bookTour: url.optional(),
});

export const productCategory = z.enum(["gin", "vodka", "whisky", "liqueur", "brennivin", "limoncello", "aquavit", "rum"]);

/**
 * Every product: list fields plus detail fields. `distilleryRef` names the distillery record
 * (content/distilleries/<slug>.yaml) whose facts, sources and marks fill the About-the-distillery card.
 */
export const productSchema = z.object({
  id: z.union([z.number().int().positive(), z.string().min(1)]),
  slug,
  name: z.string().min(1),
  distillery: z.string().min(1),
  distilleryRef: slug,
  /** the spec's seed records' price, never checked at a shop: kept in the file, never shown (`offers` are); later records have none */
  price: priceText.optional(),
  description: z.string().min(20),
  longDescription: z.string().min(80),
  /** botanicals for gins, ingredients for whiskies, features for vodkas */
  botanicals: z.array(z.string().min(1)).min(1),
  /** none when no public source gives the strength: the pages say "Strength not confirmed", never a guess */
  alcohol: abvText.optional(),
  type: z.string().min(1),
  /** a gin's style when it has a recognisable one (content/styles.ts); a fact with sources or the unverified mark */
  style: z.enum(GIN_STYLE_NAMES).optional(),
  /** optional override: a real photo URL; otherwise the generated bottle artwork */
  image: z.string().optional(),
  /** a real photo (npm run photo); without it the generated bottle artwork */
  photo: photoSchema.optional(),
  /** search words for the shop link; defaults to the name */
  shopQuery: z.string().optional(),
  tastingNotes: tastingNotesSchema,
  awards: z.array(z.string().min(1)),
  /** history and standing that are not awards (shown under Heritage & Recognition) */
  heritage: z.array(z.string().min(1)).optional(),
  servingSuggestions: z.array(z.string().min(1)).min(1),
  cocktailSuggestions: z.array(cocktailSchema).optional(),
  category: productCategory.optional(),
  /** bottle size as sold, e.g. "70 cl", when a source gives it */
  size: z
    .string()
    .regex(/^\d+(\.\d+)? (cl|ml|l)$/)
    .optional(),
  /** where it was on sale, checked when (npm run offer); only these show a price */
  offers: z.array(offerSchema).optional(),
  sources: z.array(sourceSchema).optional(),
  facts: z.record(z.string(), factSupport).optional(),
  markNotes: markNotes.optional(),
});

export const distilleryProfileSchema = socialLinksSchema.extend({
  slug,
  name: z.string().min(1),
  location: z.string().min(1),
  /** only with a source (a founding year is never shown unverified) */
  founded: yearText.optional(),
  description: z.string().min(20),
  longDescription: z.string().min(80).optional(),
  /** the sourced town's position; without a sourced town none, and the map shows no pin (it lists the record as location unconfirmed) */
  coordinates: lonLat.optional(),
  /** the pin stands at the sourced town, not at the distillery */
  locationApproximate: z.boolean().optional(),
  specialties: z.array(z.string().min(1)).min(1),
  awards: z.array(z.string().min(1)).optional(),
  productionMethods: z.array(z.string().min(1)).optional(),
  highlights: z.array(z.string().min(1)).optional(),
  facilities: z.object({ description: z.string().min(1), features: z.array(z.string().min(1)).min(1) }).optional(),
  /** a real photo (npm run photo) for the profile's header; without it the generated artwork */
  photo: photoSchema.optional(),
  /** true when the site has a typographic logo mark for this distillery */
  hasLogo: z.boolean().optional(),
  sources: z.array(sourceSchema).optional(),
  facts: z.record(z.string(), factSupport).optional(),
  markNotes: markNotes.optional(),
});

export const botanicalSchema = z.object({
  slug,
  name: z.string().min(1),
  /** Icelandic name when there is a common one */
  icelandicName: z.string().optional(),
  description: z.string().min(40),
  sources: z.array(sourceSchema).optional(),
  facts: z.record(z.string(), factSupport).optional(),
});

export const blogCategory = z.enum(["History & Culture", "Gin Reviews", "Education"]);

export const blogPostSchema = z.object({
  slug,
  title: z.string().min(1),
  excerpt: z.string().min(40),
  /** ISO date, e.g. 2023-06-28 */
  publishedDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** ISO date its content last changed after publishing: the post shows "Updated <date>" */
  updated: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** e.g. "5 min read" */
  readTime: z.string().regex(/^\d+ min read$/),
  category: blogCategory,
  isLocal: z.boolean(),
  externalUrl: url.optional(),
  /** HTML body for local posts */
  content: z.string().optional(),
  /** what the post's statements rest on, cited in the body with :cite[id] (content/blog-body.ts) */
  sources: z.array(sourceSchema).optional(),
});

export const predefinedSpiritSchema = z.object({
  slug,
  name: z.string().min(1),
  shopUrl: url,
  distilleryWebsite: url,
  distilleryName: z.string().min(1),
});

export type Source = z.infer<typeof sourceSchema>;
export type Shop = z.infer<typeof shopSchema>;
export type Offer = z.infer<typeof offerSchema>;
export type PhotoRecord = z.infer<typeof photoSchema>;
export type FactSupport = z.infer<typeof factSupport>;
export type MarkNote = z.infer<typeof markNoteSchema>;
export type TastingNotes = z.infer<typeof tastingNotesSchema>;
export type Cocktail = z.infer<typeof cocktailSchema>;
export type SocialLinks = z.infer<typeof socialLinksSchema>;
export type ProductCategory = z.infer<typeof productCategory>;
export type ProductRecord = z.infer<typeof productSchema>;
export type DistilleryProfile = z.infer<typeof distilleryProfileSchema>;
export type Botanical = z.infer<typeof botanicalSchema>;
export type BlogCategory = z.infer<typeof blogCategory>;
export type BlogPostRecord = z.infer<typeof blogPostSchema>;
export type PredefinedSpirit = z.infer<typeof predefinedSpiritSchema>;
