import type { DistilleryProfile } from "../schema";

/**
 * The 14 distillery profiles behind /all-distillery/{slug}. Facts follow
 * /work/shared/reference/icelandic-spirits.md and the sources it cites; optional lists
 * (awards, production methods, highlights, facilities) are given only where they are known,
 * so the page's spec fallbacks show elsewhere. Coordinates are the town's, [longitude, latitude].
 * The `spirits` list is computed from the catalogue, not written here.
 */

/** Town points from the reference's coordinate table. */
const REYKJAVIK: [number, number] = [-21.95, 64.15];
const HAFNARFJORDUR: [number, number] = [-21.95, 64.067];
const GARDABAER: [number, number] = [-21.9185, 64.0863];

export const distilleryProfiles: DistilleryProfile[] = [
  {
    slug: "eyland-distillery",
    name: "Eyland Spirits",
    location: "Reykjavík, Iceland",
    founded: "2020",
    description:
      "The Reykjavík company behind Ólafsson gin, launched in March 2020 and named after the eighteenth-century naturalist Eggert Ólafsson.",
    longDescription:
      "Eyland Spirits is the producer of Ólafsson, one of the most decorated new Icelandic gins. The company works from the Grandi harbour district of Reykjavík and is led by co-founder Arnar Jón Agnarsson, a former professional handball player who met his American backers while working as a salmon-fishing guide; film producer Sigurjón Sighvatsson is among the investors. The gin reached the shelves in March 2020, almost on the same day the pandemic arrived in Iceland, yet within a year it was among the best-selling gins in the Vínbúðin state shops. It is named after Eggert Ólafsson, the poet and naturalist who travelled Iceland in the 1750s recording its plants and people. The recipe, developed with an English gin specialist, lays Icelandic notes over a classic juniper and citrus base: Arctic thyme, Icelandic moss and birch. Eyland credits much of the gin's softness to Icelandic water with a naturally high pH. The bottle was designed in the United States and has won packaging prizes of its own, while the liquid has taken gold medals in blind tastings on both sides of the Atlantic. Exports to Europe and the United States began in 2021.",
    coordinates: REYKJAVIK,
    specialties: ["Ólafsson Gin", "Arctic thyme, moss and birch botanicals", "Martini-friendly dry gin"],
    website: "https://www.olafssongin.com",
    awards: [
      "Gold, Super Premium category: The Spirits Business gin blind tasting, 2020",
      "Double Gold: San Francisco World Spirits Competition, 2021",
      "Double Gold for packaging: San Francisco World Spirits Competition, 2021",
      "Second place, best gin for a Martini: Beverage Testing Institute, 2021",
    ],
    productionMethods: [
      "Recipe developed with an English gin specialist",
      "Juniper and citrus base with Icelandic botanicals",
      "Brought to strength with soft, high-pH Icelandic water",
    ],
    highlights: [
      "Named after the naturalist Eggert Ólafsson",
      "Among the best-selling gins in Vínbúðin within its first year",
      "Exported to Europe and the United States since 2021",
    ],
    facilities: {
      description:
        "Eyland's base on Eyjaslóð in Reykjavík's Grandi harbour district houses the company's office, a test kitchen and a tasting lounge.",
      features: ["Harbour-side base in Grandi, Reykjavík", "Test kitchen", "Tasting lounge"],
    },
  },
  {
    slug: "64-reykjavik-distillery",
    name: "64° Reykjavík Distillery",
    location: "Hafnarfjörður, Iceland",
    founded: "2009",
    description:
      "A family-run craft distillery founded in 2009 that turns hand-picked Icelandic juniper, angelica, crowberries and rhubarb into gins, aquavit and berry liqueurs.",
    longDescription:
      "64° Reykjavík Distillery takes its name from the line of latitude that runs through the Icelandic capital. Founder Snorri Jónsson describes the family-owned business as established in 2009 in Reykjavík, after he and his partners saw a gap in the market for quality spirits in 2008; its small-batch stills now stand at Lónsbraut in Hafnarfjörður, just south of the city. The company, which also trades simply as Reykjavík Distillery, calls itself Iceland's first distillery of its kind, a claim worth reading alongside Reyka, whose Borgarnes still started in 2005. What sets 64° apart is its reliance on foraged ingredients. Juniper, angelica, caraway, crowberries, blueberries and rhubarb are picked by hand during the short Icelandic summer and infused naturally before distillation. The range covers Einiberja gin (43% vol), the Angelica gins, a rhubarb gin, the colour-changing Lundey gin, Katla vodka, caraway and dill aquavits and a line of fruit-forward berry liqueurs. The products are sold through Vínbúðin, at Keflavík duty free, online through Nammi and in many Reykjavík bars, and have been served on board Icelandair and Play flights.",
    coordinates: HAFNARFJORDUR,
    specialties: ["Einiberja Gin", "Lundey Gin", "Crowberry and blueberry liqueurs", "Caraway aquavit", "Katla Vodka"],
    website: "https://reykjavikdistillery.is",
    hasLogo: true,
    productionMethods: [
      "Botanicals and berries hand-picked in the Icelandic summer",
      "Natural infusion of each ingredient before distillation",
      "Small-batch distillation in Hafnarfjörður",
    ],
    highlights: [
      "Founded in 2009 by the family of Snorri Jónsson",
      "One of Iceland's earliest craft distilleries",
      "A range spanning gin, vodka, aquavit and berry liqueurs",
    ],
    facilities: {
      description:
        "The distillery works from Lónsbraut 6 in Hafnarfjörður, on the harbour south of Reykjavík, where each botanical is infused and distilled in small lots.",
      features: [
        "Small-batch stills in Hafnarfjörður",
        "Seasonal foraging of Icelandic herbs and berries",
        "Bottles available in Vínbúðin and Keflavík duty free",
        "Family-run production team",
      ],
    },
  },
  {
    slug: "glacier-spirits",
    name: "Glacier Spirits",
    location: "Iceland",
    founded: "2018",
    description:
      "An Icelandic spirits label in our catalogue. We have not yet confirmed where and how its spirits are made, so this profile will grow once we can verify the details.",
    coordinates: REYKJAVIK,
    specialties: ["Glacier Gin", "Icelandic gin"],
    website: "https://glacierspirits.is",
  },
  {
    slug: "foss-distillery",
    name: "Foss Distillery",
    location: "Reykjavík area, Iceland",
    founded: "2011",
    description:
      "The birch specialists: a small distillery founded in 2011 by the team behind Reykjavík's Dill restaurant, best known for Björk liqueur and Birkir snaps.",
    longDescription:
      "Foss Distillery was founded in 2011 by sommelier Ólafur Örn Ólafsson and chef Gunnar Karl Gíslason, the pair behind Dill, the Reykjavík restaurant that went on to become the first in Iceland to earn a Michelin star. Their idea was to bottle the taste of Icelandic birch, the only native tree that once formed real forests on the island. Birch branches are gathered in spring from the woods at Haukafell near Hornafjörður and from Hallormsstaðaskógur in the east, and infused into the spirit. Birkir is an earthy birch snaps, while Björk is a much sweeter birch liqueur; every bottle carries a small birch twig. Ólafur has said he wanted to capture the moment on a bright summer night when a rain shower clears and dew settles on a birch-clad hill. The first batches were made in Borgarnes, in the same building where Martin Miller's gin is bottled, and production later moved closer to the capital. Foss has since added bitters and a vodka to the range. Foss spirits have long been a fixture of Reykjavík bars and Keflavík duty free.",
    coordinates: REYKJAVIK,
    specialties: ["Björk birch liqueur", "Birkir birch snaps", "Birch-infused spirits"],
    website: "https://fossdistillery.is",
    hasLogo: true,
    productionMethods: [
      "Birch branches gathered in spring from Icelandic woodland",
      "Slow infusion of birch into the spirit",
      "Small-batch production",
      "A birch twig placed in every bottle",
    ],
    highlights: [
      "Founded by the team behind Dill, Iceland's first Michelin-starred restaurant",
      "Birch from Haukafell and Hallormsstaðaskógur",
      "A chef's approach to Icelandic flavour",
    ],
    facilities: {
      description:
        "Foss is a small team that began production in Borgarnes before moving closer to Reykjavík; the birch itself comes from forests in the south-east and east of Iceland.",
      features: [
        "Small-batch infusion and bottling",
        "Birch sourced from two Icelandic forests",
        "Spirits available at Keflavík duty free",
      ],
    },
  },
  {
    slug: "studlaberg-distillery",
    name: "Stuðlaberg Distillery",
    location: "Hafnarfjörður, Iceland",
    founded: "2018",
    description:
      "Home of Stuðlaberg gin, the first product of Hovdenak Distillery in Hafnarfjörður and a country winner at the World Gin Awards 2021.",
    longDescription:
      "Stuðlaberg is the gin that started Hovdenak Distillery, the small family company of Hákon Freyr Hovdenak and Brynja Hjaltalín in Hafnarfjörður. The name means columnar basalt, the hexagonal rock columns found at places such as Reynisfjara and Svartifoss. The recipe began long before the company existed: Hákon distilled as a hobby in a garage in Hafnarfjörður, and the Stuðlaberg formula took shape there over several years of experiments around 2009. When Hovdenak was founded in 2018, the first year went into building the distillery itself, with equipment designed and assembled by the owners and their friends, and the second into bringing Stuðlaberg to market. The method is unusual for Iceland: distillation runs under vacuum, so the spirit boils at a much lower temperature than in a conventional still, which the distillery credits for the gin's softness. In February 2021 Stuðlaberg won the Contemporary category for Iceland at the World Gin Awards, named Best Icelandic Contemporary Gin, in a year when more than 800 gins were entered. It has been exported to Norway, the United States, Mauritius and Madagascar.",
    coordinates: HAFNARFJORDUR,
    specialties: ["Stuðlaberg Gin", "Contemporary dry gin", "Vacuum-distilled spirits"],
    awards: ["Best Icelandic Contemporary Gin, Country Winner: World Gin Awards 2021"],
    productionMethods: [
      "Vacuum distillation at a low boiling temperature",
      "Recipe refined over years of small garage trials",
      "Produced on an automated, owner-built distillery",
    ],
    highlights: [
      "Named after Iceland's columnar basalt formations",
      "Hovdenak Distillery's first product",
      "Exported to four countries on three continents",
    ],
    facilities: {
      description:
        "Stuðlaberg is made at Hovdenak Distillery in Hafnarfjörður, a small, highly automated distillery that its owners designed and fitted out themselves.",
      features: [
        "Vacuum stills for low-temperature distillation",
        "Automated equipment built on site",
        "Two-person family team",
        "Carbon-offset deliveries and paper instead of plastic packaging",
      ],
    },
  },
  {
    slug: "himbrimi-distillery",
    name: "Himbrimi Distillery",
    location: "Reykjavík area, Iceland",
    founded: "2016",
    description:
      "Brunnur Distillery's Himbrimi gins, created by artist Óskar Ericsson as a drink for fishing trips and sweetened with honey in the Old Tom style.",
    longDescription:
      "Himbrimi is the Icelandic name of the great northern diver, a lake bird whose wailing call has inspired Nordic ghost stories, and it is the gin brand of Brunnur Distillery. Its creator, Óskar Ericsson, is a Reykjavík video artist with a Dutch father, and he began developing the recipe in his kitchen in 2013 as something to sip on fishing trips in the Strandir region, where his family spends its summers. He wanted a gin he could drink neat while standing in a river, flavoured with the plants growing on its banks: Arctic thyme, angelica and juniper, which he still picks by hand every summer. The result is an Old Tom, the sweeter, rounder style of eighteenth-century London, sweetened with honey rather than sugar. It reached Icelandic shops in 2016, and in 2017 the entrepreneur Junio Carchini joined Óskar in forming Brunnur Distillery. In 2019 Himbrimi Old Tom was named Best Compound Gin at the World Gin Awards in London. A London Dry version, Himbrimi Winterbird, followed. Sources place the distillery in Mosfellsbær or in Reykjavík, both in the capital region.",
    coordinates: REYKJAVIK,
    specialties: ["Himbrimi Old Tom Gin", "Himbrimi Winterbird London Dry Gin", "Honey-sweetened gin"],
    website: "https://himbrimi.com",
    awards: ["Best Compound Gin: World Gin Awards 2019 (Himbrimi Old Tom)"],
    productionMethods: [
      "Arctic thyme, angelica and juniper picked by hand each summer",
      "Botanicals steeped in grain spirit in the compound-gin method",
      "Sweetened with honey in the Old Tom style",
      "Bottles labelled by hand",
    ],
    highlights: [
      "Created by the artist Óskar Ericsson",
      "Inspired by fishing trips in Iceland's Strandir region",
      "Named after the great northern diver",
    ],
  },
  {
    slug: "volcanic-drinks-distillery",
    name: "Volcanic Drinks",
    location: "Reykjavík, Iceland",
    founded: "2010",
    description:
      "Reykjavík producer of Old Islandia gin, one of the first gins made in Iceland, and of the Icelandic Mountain range including Icelandic Eagle gin.",
    longDescription:
      "Volcanic Drinks is a Reykjavík producer credited with one of Iceland's first home-grown gins. Its Old Islandia gin went on sale in 2010, at a time when Icelanders had been drinking gin for decades but only from imported brands. The company says the recipe is based on a traditional Icelandic formula refined over many years. Old Islandia uses juniper berries, coriander, ginger and angelica and is brought to strength with Icelandic spring water; the makers describe it as distilled seven times, filtered through lava rock and gluten-free. Reviewers note a strong juniper core with earthy herbs and a warm ginger finish. Coloured pink and blue variants of Old Islandia have followed. The company's Icelandic Mountain Spirits Collection includes Icelandic Mountain vodka and, since 2016, Icelandic Eagle gin, whose label draws on the legend of the four guardian spirits of Iceland: the bull, the dragon, the mountain giant and the eagle, which appear on the national coat of arms. The house serve for Icelandic Eagle is simple and very Icelandic: gin with ginger ale and a slice of lemon.",
    coordinates: REYKJAVIK,
    specialties: ["Old Islandia Gin", "Icelandic Eagle Gin", "Icelandic Mountain Vodka"],
    website: "https://volcanicdrinks.is",
    productionMethods: [
      "Juniper, coriander, ginger and angelica botanicals",
      "Filtered through lava rock, according to the producer",
      "Brought to strength with Icelandic spring water",
    ],
    highlights: [
      "Old Islandia, on sale since 2010, is one of Iceland's first gins",
      "Icelandic Eagle gin draws on the legend of Iceland's guardian spirits",
      "Gluten-free spirits",
    ],
  },
  {
    slug: "freyja-distillery",
    name: "Freyja Distillery",
    location: "Iceland",
    founded: "2018",
    description:
      "The maker of Freyja gin, named after the Norse goddess. We are still verifying this producer's location and history and will add them once confirmed.",
    coordinates: REYKJAVIK,
    specialties: ["Freyja Gin", "Icelandic craft gin"],
    website: "https://freyjadistillery.is",
  },
  {
    slug: "reykjavik-distillery",
    name: "Reykjavík Distillery",
    location: "Hafnarfjörður, Iceland",
    founded: "2009",
    description:
      "Reykjavík Distillery is the short name of 64° Reykjavík Distillery, the family-run producer of Einiberja gin, Katla vodka and Icelandic berry liqueurs.",
    longDescription:
      "Reykjavík Distillery is the name used for the company best known as 64° Reykjavík Distillery: its website is reykjavikdistillery.is, and the two names are used for the same family-owned business. It was set up in 2009 by Snorri Jónsson and his partners, who had seen a gap in the market for quality spirits, both in Iceland and abroad, the year before; it now distils at Lónsbraut in Hafnarfjörður, on the harbour south of the capital. The founders' backgrounds in engineering and design helped them build it. The approach is to let each ingredient lead: juniper, angelica, caraway, crowberries, blueberries and rhubarb are hand-picked during the brief Icelandic summer, infused naturally and distilled in small lots. The result is a wide range for a small producer, from Einiberja gin and the Angelica gins to Katla vodka, caraway and dill aquavits and the berry liqueurs that bartenders use to give cocktails an Icelandic accent. Like every Icelandic producer it works under tight rules: high alcohol taxes, a state retail monopoly and a total ban on alcohol advertising. See the 64° Reykjavík Distillery profile for the full story.",
    coordinates: HAFNARFJORDUR,
    specialties: ["Einiberja Gin", "Katla Vodka", "Icelandic berry liqueurs"],
    website: "https://reykjavikdistillery.is",
  },
  {
    slug: "reykjavik-spirits",
    name: "Reykjavík Spirits",
    location: "Iceland",
    founded: "2017",
    description:
      "An Icelandic spirits label in our catalogue with a dry gin, a pink gin and a vodka. We are still confirming the details of its production and will expand this profile once verified.",
    coordinates: REYKJAVIK,
    specialties: ["Dry gin", "Pink gin", "Vodka"],
    website: "https://reykjavikspirits.is",
    hasLogo: true,
  },
  {
    slug: "eimverk-distillery",
    name: "Eimverk Distillery",
    location: "Garðabær, Iceland",
    founded: "2009",
    description:
      "Iceland's first whisky distillery: a family business just outside Reykjavík that makes Flóki single malt, Vor gin and Víti aquavit from 100% Icelandic barley.",
    longDescription:
      "Eimverk was founded in 2009 by the Þorkelsson family, led by brothers Haraldur and Egill, in Garðabær just outside Reykjavík, with one goal: premium spirits made entirely from Icelandic barley. That turned out to be hard. Iceland's hardy, low-starch barley yields much less spirit than Scottish malting barley, so each bottle needs about half as much grain again, and the family spent its first years on development, running 163 test distillations before settling on the whisky recipe. Much of the barley is grown on the family's own farm near Hella in south Iceland. While the first casks matured, Eimverk released Vor, a gin redistilled from its barley spirit with Icelandic botanicals such as juniper, angelica, Arctic thyme, crowberry, rhubarb, Icelandic moss, birch leaves, kelp and kale. Vor won a Double Gold medal at the San Francisco World Spirits Competition in 2014. Because its base is a characterful barley spirit rather than a neutral one, some writers note that it does not strictly fit the EU definition of gin. The first Flóki single malt followed in 2017, and the Sheep Dung Smoked Reserve borrows the old Icelandic custom of smoking food, such as hangikjöt lamb, over dried sheep dung.",
    coordinates: GARDABAER,
    specialties: ["Flóki Icelandic Single Malt Whisky", "Vor Gin", "Víti Aquavit", "Sheep Dung Smoked Reserve"],
    website: "https://flokiwhisky.is",
    bookTour: "https://flokiwhisky.is/floki-icelandic-single-malt-whisky/tours/",
    awards: ["Double Gold: San Francisco World Spirits Competition 2014 (Vor Gin)"],
    productionMethods: [
      "100% Icelandic barley, much of it from the family farm near Hella",
      "About 50% more grain per bottle than with conventional malting barley",
      "Pot distillation in small batches",
      "Malt smoked over dried sheep dung for the Smoked Reserve",
    ],
    highlights: [
      "Iceland's first whisky distillery",
      "163 test distillations before the whisky recipe was fixed",
      "First Flóki single malt released in 2017",
      "Family-run by the Þorkelsson brothers",
    ],
    facilities: {
      description:
        "The distillery in Garðabær, on the southern edge of Reykjavík, is where the spirits are distilled and the Flóki casks are laid down to mature; guided tours can be booked.",
      features: [
        "Guided tours and tastings",
        "Small-batch pot stills",
        "Cask warehouse for maturing Flóki",
        "Barley from the family farm near Hella",
        "Stills converted from former dairy tanks",
      ],
    },
  },
  {
    slug: "og-natura",
    name: "Og Natura",
    location: "Reykjavík area, Iceland",
    founded: "2018",
    description:
      "A small Icelandic drinks maker that works with under-used wild ingredients, from Axel crowberry wine and blueberry beer to gin.",
    longDescription:
      "Og Natura was set up in 2018 by Ragnheiður Axel Eyjólfsdóttir, known as Raxel, and her friend Liljar Már Þorbjörnsson. Raxel manages Íslensk Hollusta, the wild-food company that the biologist Eyjólfur Friðgeirsson started in 2005 to sell Icelandic seaweed, moss, herbs and berries in their natural state. Working with that harvest she noticed how much of it went unused: restaurants wanted bilberries and stone bramble, but crowberries and common blueberries piled up in storage. Og Natura's first products, presented in Reykjavík in October 2018, answered that directly. Axel is a table wine fermented from wild crowberries, and Liljar's blueberry beer was the other half of the launch. The idea is old: crowberry wine is the closest thing Iceland has to a wine tradition, and many families kept home recipes in the basement or garage. Raxel explains that the crowberry's thick, oily, tannic skin helps the wine keep and age more like grape wine than other berry wines. Since then the range has moved from wine to gin, and the team has experimented with fermenting over geothermal heat to make up for Iceland's cool climate. The products are sold in Vínbúðin.",
    coordinates: REYKJAVIK,
    specialties: ["Axel crowberry wine", "Craft gin", "Blueberry beer"],
    website: "https://ognatura.com",
    hasLogo: true,
    productionMethods: [
      "Wild crowberries and blueberries hand-picked in Iceland",
      "Fermentation trials using geothermal heat",
      "Small, experimental batches",
    ],
    highlights: [
      "Revives Iceland's home tradition of crowberry wine",
      "Built on the wild harvest of Íslensk Hollusta",
      "Focused on under-used Icelandic ingredients",
    ],
  },
  {
    slug: "hovdenak-distillery",
    name: "Hovdenak Distillery",
    location: "Hafnarfjörður, Iceland",
    founded: "2018",
    description:
      "A family distillery in Hafnarfjörður, founded in 2018, that makes Stuðlaberg gin, Loki potato vodka and Rökkvi coffee liqueur by vacuum distillation.",
    longDescription:
      "Hovdenak Distillery was founded in Hafnarfjörður in 2018 by Hákon Freyr Hovdenak, later joined by his wife Brynja Hjaltalín, who runs sales and marketing. The name is Norwegian and comes from Hákon's family, whose roots lie in Molde on Norway's west coast. The story began years earlier in a Hafnarfjörður garage, where Hákon fermented and distilled beer, vodka, gin, rum and whisky for himself on computer-controlled equipment he built, and where the recipe for Stuðlaberg gin took shape. The couple do almost everything themselves, from recipes to bottle design and marketing, and they designed and fitted out the distillery with help from friends. Its defining feature is vacuum distillation: lowering the pressure lets the spirit boil at a far lower temperature than in a conventional still, which Hákon credits for the smoothness of all their products. Besides Stuðlaberg, the range includes Loki potato vodka, Rökkvi coffee liqueur and the more affordable Pure North line. The distillery offsets the carbon of its deliveries and has replaced plastic with paper, and in 2024 it was named Sustainable Distillery of the Year in the Icons of Gin awards in London.",
    coordinates: HAFNARFJORDUR,
    specialties: ["Stuðlaberg Gin", "Loki Vodka", "Rökkvi coffee liqueur", "Pure North range"],
    website: "https://hovdenak.is",
    hasLogo: true,
  },
  {
    slug: "thoran-distillery",
    name: "Þoran Distillery",
    location: "Hafnarfjörður, Iceland",
    founded: "2013",
    description:
      "The Hafnarfjörður distillery of Birgir Már Sigurðsson, maker of Marberg, a London Dry gin seasoned with Icelandic dulse and angelica root.",
    longDescription:
      "Þoran Distillery grew out of one man's wish to make Icelandic whisky. Birgir Már Sigurðsson, a graphic designer and long-time whisky enthusiast, travelled to Scotland and Islay around 2009 and 2010 and was struck by how similar the two countries' climates are. In 2013 he took the idea into the Startup Reykjavík accelerator, and with support from the food research institute Matís and the Agricultural University of Iceland he set up Þoran Distillery. He studied at the Glenlivet whisky school and worked for a time at Highland Park in Orkney. Production began in 2018 in Hafnarfjörður, on a still from the German maker Müller. The first release, in January 2019, was Marberg, a London Dry gin deliberately free of Viking and puffin clichés and tied instead to the sea and the coastline. Marberg redistils organic wheat spirit from the Champagne region of France with eight botanicals: juniper, lemon peel, black pepper, Icelandic angelica root, coriander seed, grapefruit, orris root and Icelandic dulse, and is cut with water from Kaldárbotnar. Birgir tested about a hundred versions before choosing the final one. Þoran's first whisky went into casks in 2021.",
    coordinates: HAFNARFJORDUR,
    specialties: ["Marberg Gin", "Icelandic single malt whisky (maturing)", "Icelandic limoncello"],
    website: "https://thoran.is",
    productionMethods: [
      "London Dry method: botanicals redistilled with organic wheat spirit",
      "Eight botanicals, including Icelandic dulse and angelica root",
      "Cut with spring water from Kaldárbotnar",
      "Whisky laid down in casks since 2021",
    ],
    highlights: [
      "Born in the Startup Reykjavík accelerator in 2013",
      "A gin inspired by Iceland's sea and shoreline",
      "About 100 trial recipes before Marberg was fixed",
    ],
    facilities: {
      description:
        "Þoran distils in Hafnarfjörður on equipment from Müller of Oberkirch, Germany, with a large still of around 500 litres for gin and casks for its first whisky.",
      features: [
        "German-made Müller still",
        "Large gin still of around 500 litres",
        "Cask maturation for Icelandic whisky",
        "Water from the Kaldárbotnar springs",
      ],
    },
  },
];

/** The 11 distilleries on the /distilleries map, in legend order. */
export const mapDistilleryIds = [
  "eimverk-distillery",
  "64-reykjavik-distillery",
  "glacier-spirits",
  "eyland-distillery",
  "volcanic-drinks-distillery",
  "studlaberg-distillery",
  "reykjavik-spirits",
  "og-natura",
  "himbrimi-distillery",
  "foss-distillery",
  "thoran-distillery",
] as const;
