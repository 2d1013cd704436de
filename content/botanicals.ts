import type { Botanical } from "./schema";

/** The nine foraged botanicals on the /why-icelandic-gin editorial page, in page order. */
export const botanicals: Botanical[] = [
  {
    slug: "angelica-root",
    name: "Angelica Root",
    icelandicName: "hvönn",
    description:
      "Garden angelica (Angelica archangelica) grows wild along rivers and streams, on sheltered slopes and around bird cliffs and islands all over Iceland, where it has been gathered and eaten since the Middle Ages. Its tall stems and umbrella-shaped flower heads are a familiar sight in summer. The dried root is one of the classic gin botanicals: earthy, musky and slightly bitter, it gives a gin its dry backbone and helps hold the lighter aromas together. Icelandic producers use it in gins such as Marberg and Vor, and 64° Reykjavík Distillery names a whole gin after it.",
  },
  {
    slug: "arctic-thyme",
    name: "Arctic Thyme",
    icelandicName: "blóðberg",
    description:
      "Arctic thyme (Thymus praecox subsp. arcticus) is Iceland's native wild thyme, a low, creeping plant that covers dry gravel, heathland and lava fields with purple-pink flowers in early summer. Icelanders have long brewed it as a herbal tea and used it to season lamb. It is gentler and more floral than garden thyme, with a warm, slightly peppery herbal note. In gin it adds a distinctly Icelandic aromatic lift to the juniper; it is a signature botanical of Himbrimi and Ólafsson and also appears in Vor.",
  },
  {
    slug: "juniper-berries",
    name: "Juniper Berries",
    icelandicName: "einiber",
    description:
      "Common juniper (Juniperus communis) is Iceland's only native conifer. In the Icelandic climate it rarely grows upright, spreading instead as a low shrub across heaths, lava fields and open birch woodland. Its berries are really small cones that take two to three years to ripen from green to dusky blue. Juniper is the one botanical every gin must have, bringing the resinous, pine-like flavour that defines the spirit. Some Icelandic makers pick local berries by hand, while others combine Icelandic botanicals with imported juniper to secure enough for each batch.",
  },
  {
    slug: "icelandic-moss",
    name: "Icelandic Moss",
    icelandicName: "fjallagrös",
    description:
      "Despite its name, Icelandic moss (Cetraria islandica) is a lichen. It grows among heather and dwarf shrubs on heaths and in the highlands, and for centuries Icelanders gathered it to stretch flour in bread and porridge, cook it in milk and brew it as a remedy for coughs and colds. Its flavour is earthy and bitter. Used sparingly in gin, it lends a gentle bitterness and a rounder texture on the palate. It is among the Icelandic botanicals in Vor and Ólafsson.",
  },
  {
    slug: "crowberry",
    name: "Crowberry",
    icelandicName: "krækiber",
    description:
      "Crowberry (Empetrum nigrum) is a low evergreen shrub that carpets heathland and mountain slopes across Iceland, and its glossy black berries are among the most common wild fruits on the island, ripening in late summer. Picking them is an autumn ritual for many families. The berries are juicy but only mildly sweet, with thick skins rich in tannins, which is why home-made crowberry wine keeps well. In gin and liqueurs crowberry brings a dry, dark-berry note and a hint of colour; it is used in Vor, in 64° Reykjavík Distillery's crowberry liqueur and in Og Natura's crowberry wine.",
  },
  {
    slug: "rhubarb",
    name: "Rhubarb",
    icelandicName: "rabarbari",
    description:
      "Rhubarb is not native to Iceland, but it thrives in the cool, bright summers and has grown in Icelandic gardens for generations; a clump by the house is a common sight in town and countryside alike. Most of the stalks end up in rhubarb jam, a staple served with pancakes and roast lamb. Its sharp, green acidity makes it a useful stand-in for citrus in a country where lemons do not grow, giving gin a fresh, tart and slightly fruity edge. Vor uses it as a botanical, and 64° Reykjavík Distillery makes both a rhubarb gin and a rhubarb liqueur.",
  },
  {
    slug: "seaweed",
    name: "Seaweed",
    icelandicName: "þari, söl",
    description:
      "Iceland's long, cold coastline is rich in seaweed. Dulse (söl), a red seaweed picked at low tide on rocky shores, has been eaten since the Saga Age; in Egils saga Egill Skallagrímsson's daughter gets him to chew söl to break his grief-stricken fast. Kelp (þari) grows in dense beds offshore. In gin, seaweed adds a savoury, saline note that evokes sea air, and rounds out the texture. Þoran Distillery seasons Marberg gin with Icelandic dulse, and Eimverk uses kelp in Vor.",
  },
  {
    slug: "arctic-bramble",
    name: "Arctic Bramble",
    description:
      "Arctic bramble (Rubus arcticus) is a small northern raspberry with pink flowers and deep red, intensely aromatic fruit, prized in Finland and Sweden, where it is made into liqueurs. It is not a common Icelandic plant; the wild bramble Icelanders know best is its cousin the stone bramble (hrútaber), which grows in birch woods and on grassy slopes and bears clusters of tart red berries. In gin, bramble fruits bring a bright, perfumed red-berry note and a touch of sweetness, and they suit fruit-forward Nordic styles and pink gins.",
  },
  {
    slug: "sea-buckthorn",
    name: "Sea Buckthorn",
    description:
      "Sea buckthorn (Hippophae rhamnoides) is a thorny, silver-leaved shrub whose bright orange berries crowd its branches in autumn. It is not native to Iceland but is planted there as a hardy shelter and ornamental shrub and grows well near the coast. The berries are extremely sour and oily, rich in vitamin C, with a flavour somewhere between passion fruit, orange and pineapple. Nordic distillers prize them as a local substitute for citrus: a little sea buckthorn gives gin a sharp, tropical-tasting brightness and a golden colour if it is infused after distillation.",
  },
];
