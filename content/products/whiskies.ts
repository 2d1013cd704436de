import type { ProductRecord } from "../schema";

/**
 * Icelandic whiskies. Every bottling below is a real Flóki release from Eimverk Distillery
 * (Garðabær), the only Icelandic distillery with whisky on sale at the time of writing.
 * Flóki is bottled in small single-cask lots, so strength and flavour can vary a little
 * from cask to cask; prices are indicative.
 */
export const whiskyRecords: ProductRecord[] = [
  {
    id: "floki-single-malt-whisky",
    slug: "floki-single-malt-whisky",
    name: "Flóki Single Malt Whisky",
    distillery: "Eimverk Distillery",
    distilleryRef: "eimverk-distillery",
    category: "whisky",
    price: "$89",
    alcohol: "47% vol",
    type: "Single Malt Whisky",
    description:
      "Iceland's first single malt whisky, distilled from Icelandic barley and matured for three years in casks that first held Flóki Young Malt.",
    longDescription:
      "Flóki is named after Hrafna-Flóki, the Norse explorer credited in the sagas with giving Iceland its name, and this three-year-old single malt was the bottling that made Iceland a whisky-producing country when it was released in 2017. Eimverk, the family distillery of the Þorkelsson brothers in Garðabær, spent years on trial distillations before settling on its recipe. The barley is grown in Iceland, much of it on the family's own farm in the south, and because the short, cool summers give grain that is low in starch, the distillery uses roughly half as much barley again per bottle as a distiller working with mainstream malting barley. The spirit is matured in American virgin oak barrels that were first broken in by Flóki Young Malt, which gives the whisky plenty of vanilla and caramel without the raw timber edge of brand-new wood. It is bottled at 47% without chill filtration or added colour, and most releases come from single casks, numbered and signed by hand. Expect a young, lively malt: cereal, honeyed sweetness and bright spice rather than the depth of long ageing. A Flóki whisky scored 93 points at the 2020 London Spirits Competition.",
    botanicals: ["Icelandic barley", "Icelandic water", "American virgin oak", "Ex-Young Malt casks"],
    tastingNotes: {
      nose: "Fresh cereal and flapjack with vanilla, caramel and a twist of citrus peel.",
      palate: "Oily and youthful, with honeyed malt, apple, baking spice and a firm oak frame.",
      finish: "Medium in length, drying gently into wood spice and toasted grain.",
    },
    awards: [],
    servingSuggestions: [
      "Neat in a tulip glass, letting it rest for a few minutes",
      "With a few drops of cool water to open the cereal notes",
      "Alongside smoked Icelandic lamb or aged cheese",
    ],
    cocktailSuggestions: [
      {
        name: "Reykjavík Old Fashioned",
        ingredients: [
          "60 ml (2 oz) Flóki Single Malt Whisky",
          "7.5 ml (0.25 oz) birch or maple syrup",
          "2 dashes aromatic bitters",
          "Orange peel",
        ],
        instructions:
          "Stir the whisky, syrup and bitters with ice until well chilled, strain over a large ice cube and express the orange peel over the glass.",
      },
      {
        name: "Highland Highball, Icelandic Style",
        ingredients: ["45 ml (1.5 oz) Flóki Single Malt Whisky", "120 ml (4 oz) chilled soda water", "Lemon peel"],
        instructions:
          "Build the whisky over plenty of ice in a tall glass, top with soda, stir once and garnish with lemon peel.",
      },
    ],
  },
  {
    id: "floki-sheep-dung-smoked-reserve",
    slug: "floki-sheep-dung-smoked-reserve",
    name: "Flóki Sheep Dung Smoked Reserve",
    distillery: "Eimverk Distillery",
    distilleryRef: "eimverk-distillery",
    category: "whisky",
    price: "$100",
    alcohol: "47% vol",
    type: "Smoked",
    description:
      "A three-year-old Icelandic single malt made partly from barley smoked over dried sheep dung, the traditional Icelandic fuel for smoking food.",
    longDescription:
      "Scotland smokes its malt over peat; Iceland has a different tradition. For generations Icelanders have smoked lamb, fish and sausages over dried sheep dung, and Eimverk borrowed the method for this reserve bottling of Flóki. Part of the malted Icelandic barley is smoked this way before mashing, and the resulting spirit is matured for three years in American virgin oak. The smoke is a different animal from peat reek: softer and more savoury, closer to the smell of a smokehouse or a wood fire than to iodine and tar, and some tasters find it surprisingly restrained. What comes through more clearly is the Flóki house style of sweet malt, hay and spice, with an earthy, herbal edge from the smoking. Like the other Flóki whiskies it is bottled at 47% without chill filtration or added colour, usually from single casks. Whisky Advocate reviewed it in its Spring 2021 issue, noting earthy, herbal aromas and a thick, sweet palate with subtle smoke. It is a whisky to try for its story and its place of origin as much as for its flavour, and a natural companion to Icelandic smoked foods.",
    botanicals: ["Sheep-dung smoked barley", "Icelandic barley", "Icelandic water", "American virgin oak"],
    tastingNotes: {
      nose: "Earthy and herbal, with damp grass, toasted nuts, fresh barley and a wisp of smokehouse.",
      palate: "Thick and sweet, with malt, caramel, ripe banana and a gentle, savoury smoke.",
      finish: "Warming cinnamon and burnt sugar fading into soft smoke and dark wood.",
    },
    awards: [],
    servingSuggestions: [
      "Neat, at room temperature, to follow how the smoke develops",
      "With hangikjöt (smoked lamb) or smoked Arctic char",
      "Side by side with the unsmoked Flóki Single Malt as a comparison",
    ],
    cocktailSuggestions: [
      {
        name: "Smokehouse Penicillin",
        ingredients: [
          "50 ml (1.7 oz) Flóki Sheep Dung Smoked Reserve",
          "20 ml (0.7 oz) fresh lemon juice",
          "20 ml (0.7 oz) honey-ginger syrup",
        ],
        instructions:
          "Shake all ingredients hard with ice, strain into a rocks glass over fresh ice and garnish with a slice of candied ginger.",
      },
      {
        name: "Smoked Whisky Sour",
        ingredients: [
          "50 ml (1.7 oz) Flóki Sheep Dung Smoked Reserve",
          "25 ml (0.85 oz) fresh lemon juice",
          "15 ml (0.5 oz) simple syrup",
          "1 egg white (optional)",
        ],
        instructions: "Dry-shake without ice if using egg white, then shake again with ice and strain into a chilled coupe.",
      },
    ],
  },
  {
    id: "floki-young-malt",
    slug: "floki-young-malt",
    name: "Flóki Icelandic Young Malt",
    distillery: "Eimverk Distillery",
    distilleryRef: "eimverk-distillery",
    category: "whisky",
    price: "$65",
    alcohol: "47% vol",
    type: "Young Malt",
    description:
      "Eimverk's first release: Icelandic malt spirit aged one to two years in fresh American oak, a preview of the whisky to come.",
    longDescription:
      "Whisky has to spend at least three years in wood before it may carry the name, so Eimverk's first bottlings, released from late 2014, were sold as Icelandic Young Malt. The first edition came from eight single barrels, each aged between roughly one and two years in fresh 200-litre American oak barrels with a medium-plus toast and char. The Young Malt had a second job: the distillery found it hard to secure a steady supply of good used casks, so it used the Young Malt to season new barrels, which then went on to mature the three-year-old Flóki Single Malt. The result in the glass is vibrant and unapologetically young. Reviewers have found fresh-cut grass, citrus, pineapple and orange peel, plenty of raw cereal and a dry, peppery oak grip, with some likening it more to new-make spirit than to finished whisky. It is bottled at 47% and numbered by cask. Treat it as a window into how Icelandic barley tastes before long maturation smooths it, or as a lively base for mixed drinks.",
    botanicals: ["Icelandic barley", "Icelandic water", "Fresh American oak", "Medium-plus char"],
    tastingNotes: {
      nose: "Fresh-cut grass, barley sugar and citrus with a sawdust note of young oak.",
      palate: "Dry and spirited, with pepper, malt, orange peel and slightly bitter caramel.",
      finish: "Warm and fairly short, with pepper, honey and a hint of dark chocolate.",
    },
    awards: [],
    servingSuggestions: [
      "Neat in a small glass to taste how Icelandic barley begins in wood",
      "Over a large ice cube",
      "In whisky highballs and sours, where its youthful energy works well",
    ],
  },
  {
    id: "floki-young-malt-sheep-dung-smoked",
    slug: "floki-young-malt-sheep-dung-smoked",
    name: "Flóki Young Malt Sheep Dung Smoked Reserve",
    distillery: "Eimverk Distillery",
    distilleryRef: "eimverk-distillery",
    category: "whisky",
    price: "$72",
    alcohol: "47% vol",
    type: "Young Malt",
    description:
      "The smoked sibling of the Young Malt: a single-cask Icelandic malt aged just over a year, made with barley smoked over sheep dung.",
    longDescription:
      "Before its first smoked whisky was old enough to be called whisky, Eimverk released the smoked spirit as a Young Malt. The barley was smoked over dried sheep dung, the fuel Icelanders have long used for smoking meat and fish, and the spirit spent a little over a year in American virgin oak before bottling. Releases were single casks in 50 cl bottles at 47%. Do not expect an Islay-style blast of smoke: reviewers describe an intensely youthful malt with toasted cereals, hay, honey, ripe banana and caramel on the nose, and a palate that can suggest sweet espresso, clove and cereal compote, with the smoke showing as a savoury, roasted undertone rather than a dominant note. These casks also seasoned the barrels later used for Flóki's whiskies. Availability is limited and varies by cask, so the bottle you find may differ a little from the description here. For anyone curious about how the Icelandic smoking tradition translates into malt spirit, this is the most direct way to taste it.",
    botanicals: ["Sheep-dung smoked barley", "Icelandic barley", "Icelandic water", "American virgin oak"],
    tastingNotes: {
      nose: "Toasted cereals, hay and honey with very ripe banana, caramel and a resinous edge.",
      palate: "Warm and sweet, with roasted coffee notes, clove, cereal and ripe pear.",
      finish: "Spicy and medium-long, with a savoury, roasted undertone.",
    },
    awards: [],
    servingSuggestions: [
      "Neat, in a small tasting glass",
      "With a splash of water to soften the young spirit",
      "With Icelandic smoked trout or rye bread and butter",
    ],
  },
  {
    id: "floki-sherry-cask-finish",
    slug: "floki-sherry-cask-finish",
    name: "Flóki Sherry Cask Finish",
    distillery: "Eimverk Distillery",
    distilleryRef: "eimverk-distillery",
    category: "whisky",
    price: "$95",
    alcohol: "47% vol",
    type: "Cask Finished",
    description:
      "Three-year-old Flóki single malt given a finishing period in oloroso sherry casks for a rounder, fruitier style.",
    longDescription:
      "Flóki's Double Wood Reserve bottlings start the same way as the flagship single malt, in American oak barrels seasoned by the distillery's Young Malt, and then move to a second cask for a finishing period. For this edition Eimverk chose oloroso sherry casks, the most traditional finish in the range and the one that most clearly shows what European oak and sherry can do for the Flóki spirit. The bright citrus and cereal of the core whisky darken towards blackcurrant, poached pear and raspberry, with allspice and brown sugar from the sherry wood, and the palate is medium-bodied and fairly oily. The youth of a three-year-old spirit is still there if you look for it, but it is well integrated. It is bottled at 47% without chill filtration or added colour, and, as with other Flóki releases, bottles are numbered and signed by hand. The range moved to new, earthy-coloured packaging around the time this finish appeared. A good first Icelandic whisky for drinkers who usually reach for sherried Scotch.",
    botanicals: ["Icelandic barley", "Icelandic water", "American virgin oak", "Oloroso sherry casks"],
    tastingNotes: {
      nose: "Sweet wood spice with blackcurrant, cooking pear, raspberry and brown sugar.",
      palate: "Medium-bodied and oily, with dried fruit, nutty sherry notes and soft malt.",
      finish: "Gently spiced and moderately long, with lingering red fruit and oak.",
    },
    awards: [],
    servingSuggestions: [
      "Neat after dinner",
      "With dark chocolate or a cheese board",
      "With a single drop of water to release the fruit",
    ],
    cocktailSuggestions: [
      {
        name: "Nordic Rob Roy",
        ingredients: ["50 ml (1.7 oz) Flóki Sherry Cask Finish", "25 ml (0.85 oz) sweet vermouth", "2 dashes orange bitters"],
        instructions: "Stir with ice until well chilled, strain into a chilled coupe and garnish with a cherry or orange peel.",
      },
      {
        name: "Crowberry Sherry Sour",
        ingredients: [
          "45 ml (1.5 oz) Flóki Sherry Cask Finish",
          "20 ml (0.7 oz) fresh lemon juice",
          "15 ml (0.5 oz) crowberry or blackcurrant syrup",
        ],
        instructions: "Shake all ingredients with ice and strain into a rocks glass over fresh ice.",
      },
    ],
  },
  {
    id: "floki-birch-finish",
    slug: "floki-birch-finish",
    name: "Flóki Birch Finish",
    distillery: "Eimverk Distillery",
    distilleryRef: "eimverk-distillery",
    category: "whisky",
    price: "$98",
    alcohol: "47% vol",
    type: "Cask Finished",
    description: "A three-year-old Icelandic single malt finished with birch wood, one of the few trees native to Iceland.",
    longDescription:
      "Almost all whisky is matured in oak, but oak hardly grows in Iceland, while birch is one of the country's few native trees. Eimverk's Birch Finish takes three-year-old Flóki, matured in American oak barrels that previously held Flóki Young Malt, and gives it a short finishing period with birch. Accounts of the method differ: some describe birch casks used for around three months, others heavily toasted birch pieces added to the cask for a few weeks. Either way the contact is kept short, since birch is reportedly so porous that spirit evaporates through it quickly. First released in 2019 as single-barrel bottlings at 47%, it is one of the more distinctive expressions in the Flóki range. Tasters describe an earthy, mossy character with birch sap, black tea, salty liquorice and a touch of eucalyptus or mint, sitting on top of the familiar sweet Flóki malt. It is not a whisky to judge against Speyside; its appeal is a flavour you will rarely meet elsewhere, drawn from the Icelandic landscape itself.",
    botanicals: ["Icelandic barley", "Birch", "Icelandic water", "American oak", "Ex-Young Malt casks"],
    tastingNotes: {
      nose: "Earthy and mossy, with birch sap, black tea, sweet salty liquorice and a touch of eucalyptus.",
      palate: "Creamy and oily, with birch sap, mint, dark honey and soft vanilla.",
      finish: "Medium-long, with nutmeg, black tea and a last breath of birch.",
    },
    awards: [],
    servingSuggestions: [
      "Neat, to appreciate the birch character",
      "With a splash of spring water",
      "Next to Foss Distillery's Birkir birch snaps for an all-birch tasting",
    ],
  },
  {
    id: "floki-stout-cask-finish",
    slug: "floki-stout-cask-finish",
    name: "Flóki Double Wood Reserve Stout Cask Finish",
    distillery: "Eimverk Distillery",
    distilleryRef: "eimverk-distillery",
    category: "whisky",
    price: "$92",
    alcohol: "47% vol",
    type: "Cask Finished",
    description:
      "The first Flóki Double Wood Reserve: Icelandic single malt finished in casks that had held stout from an Icelandic brewery.",
    longDescription:
      "Eimverk's Double Wood Reserve series varies the finishing cask from edition to edition, and the first edition used casks that had previously held stout from an Icelandic brewery. The whisky itself is Flóki single malt, first matured in American oak barrels seasoned by Flóki Young Malt and then moved into the stout casks for a finishing period. Beer-cask finishes tend to add roasted, chocolatey and malty notes, and that is the logic here: a dark, roasted layer over the sweet, spicy Icelandic barley spirit. The idea fits Eimverk's wider approach of tying its whisky to Icelandic ingredients and producers, from the barley grown on the family farm to finishes in birch and mead. Later reviews of the range refer to a Flóki Beer Cask Finish, which appears to be the same style of release. Because these are small, single-cask lots, bottling strength and flavour can vary a little between casks, so check the label of the bottle you buy. A good choice for beer lovers curious about Icelandic whisky.",
    botanicals: ["Icelandic barley", "Icelandic water", "American oak", "Icelandic stout casks"],
    tastingNotes: {
      nose: "Sweet malt and hay with cocoa, roasted grain and a hint of dark bread.",
      palate: "Rounded and malty, with toffee, coffee notes and the familiar Flóki spice.",
      finish: "Medium in length, with bittersweet chocolate and toasted oak.",
    },
    awards: [],
    servingSuggestions: [
      "Neat, or with a drop of water",
      "As a boilermaker alongside an Icelandic stout",
      "With chocolate desserts or rye bread pudding",
    ],
  },
  {
    id: "floki-mead-cask-finish",
    slug: "floki-mead-cask-finish",
    name: "Flóki Double Wood Reserve Mead Cask",
    distillery: "Eimverk Distillery",
    distilleryRef: "eimverk-distillery",
    category: "whisky",
    price: "$94",
    alcohol: "45% vol",
    type: "Cask Finished",
    description: "Three-year-old Icelandic single malt finished in a mead cask, a nod to the honey wine of the Viking age.",
    longDescription:
      "Mead, fermented honey wine, is the drink most associated with the Norse world, and for this Double Wood Reserve edition Eimverk finished its single malt in a mead cask. The whisky was first matured in casks that had previously held the distillery's Young Malt, both the unsmoked version and the Sheep Dung Smoked one, before spending time in the mead cask. It was released in 2020 through the German importer Kirsch Import and, unusually for Flóki, bottled at 45% rather than 47%, without colouring or chill filtration. The importer's notes describe honey and spice with the fresh hay that runs through the Flóki range, a honeyed, oily palate with strong spice, toffee and some fruit, and a long finish moving from spiced honey to fresh mocha. As a limited release it can be hard to find, and stock varies by market. It is a natural choice for anyone who enjoys honeyed whiskies and likes a bottle that comes with a story.",
    botanicals: ["Icelandic barley", "Icelandic water", "Ex-Young Malt casks", "Mead casks", "Honey"],
    tastingNotes: {
      nose: "Honey and mixed spice over the fresh hay note typical of Flóki.",
      palate: "Oily and honeyed, with strong spice, toffee and a little fruit.",
      finish: "Long, moving from spiced honey towards fresh mocha.",
    },
    awards: [],
    servingSuggestions: [
      "Neat, slightly below room temperature",
      "With a cheese board and honeycomb",
      "As a digestif after a Nordic dinner",
    ],
    cocktailSuggestions: [
      {
        name: "Mead Hall Toddy",
        ingredients: [
          "45 ml (1.5 oz) Flóki Double Wood Reserve Mead Cask",
          "15 ml (0.5 oz) honey",
          "10 ml (0.35 oz) fresh lemon juice",
          "120 ml (4 oz) hot water",
        ],
        instructions:
          "Dissolve the honey in the hot water in a warmed mug, add the lemon juice and whisky, stir and garnish with a lemon wheel.",
      },
      {
        name: "Honey Gold Rush",
        ingredients: [
          "50 ml (1.7 oz) Flóki Double Wood Reserve Mead Cask",
          "20 ml (0.7 oz) fresh lemon juice",
          "20 ml (0.7 oz) honey syrup",
        ],
        instructions: "Shake with ice and strain over a large ice cube in a rocks glass.",
      },
    ],
  },
  {
    id: "floki-distillers-choice-2016-2022",
    slug: "floki-distillers-choice-2016-2022",
    name: "Flóki Distiller's Choice 2016/2022",
    distillery: "Eimverk Distillery",
    distilleryRef: "eimverk-distillery",
    category: "whisky",
    price: "$85",
    alcohol: "62% vol",
    type: "Cask Strength",
    description:
      "The first fully matured Flóki whisky bottled at cask strength: a five-year-old single cask from virgin American oak and oloroso sherry.",
    longDescription:
      "Distilled in 2016 and bottled in 2022, this single-cask release was the first Flóki whisky to be bottled at full cask strength. The spirit spent about 20 months in virgin American oak before moving to an oloroso sherry cask for a further 42 months, just over five years in all, and the cask gave 247 bottles of 50 cl at 62%. It was released as an exclusive of the German importer Kirsch Import, so availability outside Germany is limited. At this strength it rewards patience and water: reviewers found Flóki's typical moss and grass notes joined by crunchy apple, dark cherry, caramelised nuts, honey and a striking fresh mint, with a dry sherry spice developing in the glass, and the woodland herbs, fir and moss continuing on the palate. It shows how Icelandic barley spirit behaves with more time in wood than the three-year-old core range, and how well it takes to sherry. Add water a few drops at a time; the mint and fruit open up as the strength comes down. One for collectors and for anyone following how Icelandic whisky matures.",
    botanicals: ["Icelandic barley", "Icelandic water", "Virgin American oak", "Oloroso sherry cask"],
    tastingNotes: {
      nose: "Moss and grass with crunchy apple, dark cherry, caramelised nuts, honey and fresh spearmint.",
      palate: "Powerful and herbal, with fir, moss, dried berries and dry sherry spice.",
      finish: "Long and warming, with mint, nuts and lingering oak.",
    },
    awards: [],
    servingSuggestions: [
      "Neat in small sips, then with water added a few drops at a time",
      "As a slow after-dinner dram",
      "Alongside the three-year-old Flóki Sherry Cask Finish for comparison",
    ],
  },
];
