import type { ProductRecord } from "../schema";

/**
 * The original Icelandic Brennivín. Strength: Icelandic sources give 37.5% for the bottle
 * sold in Iceland, while the US import is labelled 80 proof (40%); the copy says so.
 * `awards` feeds the "Heritage & Recognition" list, so it holds heritage facts, not medals.
 */
export const brennivinRecords: ProductRecord[] = [
  {
    id: "brennivin",
    slug: "brennivin",
    name: "Brennivín",
    distillery: "Ölgerðin Egill Skallagrímsson",
    distilleryInfo: {
      name: "Ölgerðin Egill Skallagrímsson",
      location: "Reykjavík (head office); Brennivín is produced in Borgarnes, West Iceland",
      founded: "1913",
      description:
        "One of Iceland's oldest and largest drinks companies, founded in Reykjavík in 1913. Today it produces Brennivín in Borgarnes, to the recipe first used in 1935.",
      image: "",
      website: "https://www.olgerdin.is",
      coordinates: [-21.917, 64.533],
    },
    category: "brennivin",
    price: "$36",
    alcohol: "37.5% vol",
    type: "Premium Brennivín",
    description:
      "Iceland's signature schnapps since 1935: a clear, unsweetened spirit flavoured with caraway, famous for its black label and its nickname, Black Death.",
    longDescription:
      "Brennivín, literally 'burnt wine', went on sale on 1 February 1935, the day Iceland lifted its ban on spirits. It was first made by the state alcohol monopoly, which chose a plain black label precisely to make the bottle look unappealing and hold down demand. The plan failed: the label earned the drink its nickname, svarti dauði or 'Black Death', and Brennivín became the national schnapps. The state sold production in 1992, and today Brennivín is made by Ölgerðin Egill Skallagrímsson, still to a recipe the producer says has not changed since 1935. It is a clear, unsweetened neutral spirit flavoured with caraway, so it belongs to the aquavit family. Older descriptions say the base was potato; today's producer describes a grain spirit. Bottles sold in Iceland are listed at 37.5%, while the version imported to the United States since 2014 is labelled 80 proof (40%), so check the label. Brennivín is drunk ice-cold as a shot, traditionally at the midwinter Þorrablót feast alongside hákarl, the famous fermented shark, and it celebrated its 90th anniversary in 2025.",
    botanicals: ["Caraway", "Neutral spirit", "Icelandic water"],
    tastingNotes: {
      nose: "Clean caraway and a light, bready spirit note, with a hint of anise.",
      palate: "Dry and unsweetened, with caraway, rye-bread character and a slightly oily texture.",
      finish: "Short to medium, with lingering caraway and a gentle warmth.",
    },
    awards: [
      "Iceland's signature schnapps, on sale since 1 February 1935",
      "Made to a recipe the producer says is unchanged since 1935",
      "The traditional drink of the midwinter Þorrablót feast",
      "Known in Iceland as svarti dauði ('Black Death') after its black label",
      "Imported to the United States since 2014; 90th anniversary celebrated in 2025",
    ],
    servingSuggestions: [
      "Straight from the freezer as a small shot",
      "With hákarl, dried fish or rye bread at a Þorrablót feast",
      "As a chilled snaps alongside an Icelandic lager",
    ],
    cocktailSuggestions: [
      {
        name: "Black Death Bloody Mary",
        ingredients: [
          "45 ml (1.5 oz) Brennivín",
          "120 ml (4 oz) tomato juice",
          "15 ml (0.5 oz) fresh lemon juice",
          "2 dashes Worcestershire sauce",
          "Pinch of celery salt and black pepper",
        ],
        instructions:
          "Roll all ingredients with ice between two tins, strain into an ice-filled highball and garnish with a celery stick. The caraway works like a built-in seasoning.",
      },
      {
        name: "Caraway Collins",
        ingredients: [
          "45 ml (1.5 oz) Brennivín",
          "20 ml (0.7 oz) fresh lemon juice",
          "15 ml (0.5 oz) simple syrup",
          "90 ml (3 oz) soda water",
        ],
        instructions:
          "Shake the Brennivín, lemon and syrup with ice, strain into an ice-filled tall glass and top with soda. Garnish with a lemon wheel.",
      },
    ],
  },
];
