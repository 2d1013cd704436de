import type { ProductRecord } from "../schema";

/**
 * Further Icelandic spirits for the generic spirit table: brennivín, aquavit, birch
 * schnapps and limoncello. Small producers publish little, so where a bottling strength
 * could not be confirmed the copy asks readers to check the label. Prices are indicative.
 */

const halogiDistillery = {
  name: "Hálogi Distillery (Spirits of Iceland)",
  location: "Iceland",
  founded: "2015",
  description:
    "A small family project that began in 2015, when Rán Jónsdóttir and her son started infusing spirit with wild Icelandic herbs, later joined by historian Hjörtur Hjartarson as chief taster. It makes the Söl and Hvönn akvavits in small batches.",
  image: "",
};

const olgerdinDistillery = {
  name: "Ölgerðin Egill Skallagrímsson",
  location: "Reykjavík (head office); Brennivín is produced in Borgarnes, West Iceland",
  founded: "1913",
  description:
    "One of Iceland's oldest and largest drinks companies, founded in Reykjavík in 1913 and today the producer of Brennivín.",
  image: "",
  website: "https://www.olgerdin.is",
  coordinates: [-21.917, 64.533] as [number, number],
};

export const otherSpiritRecords: ProductRecord[] = [
  {
    id: "viti-brennivin",
    slug: "viti-brennivin",
    name: "Víti",
    distillery: "Eimverk Distillery",
    distilleryRef: "eimverk-distillery",
    category: "brennivin",
    price: "€45",
    alcohol: "38% vol",
    type: "Icelandic Brennivín",
    description:
      "Eimverk's craft brennivín: Icelandic barley spirit distilled three times and flavoured with caraway and a bouquet of Icelandic botanicals.",
    longDescription:
      "Víti is the Icelandic word for 'hell', a fitting name for a spirit in the same family as Brennivín, the 'Black Death'. Where the classic Brennivín is a neutral spirit seasoned with caraway, Eimverk, the Garðabær distillery behind Flóki whisky and Vor gin, builds Víti on its own spirit from Icelandic barley, distilled three times in a small still. Caraway leads, as tradition demands, but it is joined by botanicals that are wild-gathered or organically grown in Iceland: rhubarb, angelica root, meadowsweet, birch leaves, kale, Arctic thyme and Icelandic moss. The result sits between a Scandinavian aquavit and a botanical spirit. Víti has been reported as a gold medal winner at the San Francisco World Spirits Competition in 2016. Check the label for the bottling strength of your bottle. Serve it the Icelandic way, ice-cold in small glasses with salty, smoked or cured food, or use it wherever a recipe calls for aquavit.",
    botanicals: ["Icelandic barley", "Caraway", "Angelica root", "Rhubarb", "Meadowsweet", "Birch leaves", "Arctic thyme"],
    tastingNotes: {
      nose: "Expect caraway up front with fresh herbs, green angelica and a malty barley note underneath.",
      palate: "Caraway and Arctic thyme over a soft cereal sweetness from the barley spirit.",
      finish: "Dry and herbal, with caraway and a faint earthy bitterness.",
    },
    awards: ["Gold medal, San Francisco World Spirits Competition 2016 (as reported by retailers)"],
    servingSuggestions: [
      "Ice-cold as a snaps with cured or smoked fish",
      "With hákarl or dried fish at Þorrablót",
      "In place of gin in a Negroni-style aperitif",
    ],
    cocktailSuggestions: [
      {
        name: "Víti Negroni",
        ingredients: ["30 ml (1 oz) Víti", "30 ml (1 oz) red bitter aperitivo", "30 ml (1 oz) sweet vermouth"],
        instructions:
          "Stir with ice until well chilled, strain over a large ice cube in a rocks glass and garnish with an orange peel.",
      },
      {
        name: "Caraway Tonic",
        ingredients: ["45 ml (1.5 oz) Víti", "120 ml (4 oz) tonic water", "Cucumber ribbon or dill sprig"],
        instructions: "Build over ice in a tall glass, stir once and garnish with cucumber or a sprig of dill.",
      },
    ],
  },
  {
    id: "birkir-birch-snaps",
    slug: "birkir-birch-snaps",
    name: "Birkir Birch Snaps",
    distillery: "Foss Distillery",
    distilleryRef: "foss-distillery",
    category: "liqueur",
    price: "€35",
    alcohol: "36% vol",
    type: "Birch Schnapps",
    description:
      "A golden Icelandic schnapps flavoured with native birch and birch sap syrup, with a birch sprig in every bottle.",
    longDescription:
      "Birkir and its sweeter sister Björk were the first products of Foss Distillery, founded in 2011 by sommelier Ólafur Örn Ólafsson and chef Gunnar Karl Gíslason of the Reykjavík restaurant Dill, together with dairy scientist Jakob Svanur Bjarnason and Elsa María Jakobsdóttir. Both names mean 'birch' in Icelandic. Their aim was to capture a bright Icelandic summer night, when a rain shower clears and dew settles on a birch-clad hillside. Birch branches and leaves are steeped in a neutral spirit and the drink is finished with syrup made from birch sap collected in spring; the birch comes from forests such as Hallormsstaðaskógur in the east and the slopes of Haukafell near Vatnajökull, using trimmings from woodland management. The first batches were made at the Borgarnes plant that also produced Reyka, before Foss moved to Mosfellsbær in 2015. Birkir is the drier, stronger of the pair: the US importer lists it at 36%, though early Icelandic reports gave 38%, so check your label. Expect an earthy, woody, lightly honeyed snaps, lovely ice-cold or with tonic.",
    botanicals: ["Icelandic birch", "Birch sap syrup", "Birch sprig", "Corn spirit"],
    tastingNotes: {
      nose: "Damp forest and birch bark with a light honeyed sweetness.",
      palate: "Smooth and earthy, with woody birch, a touch of sap syrup and a warming spirit.",
      finish: "Medium-long, with lingering birch, hay and a gentle sweetness.",
    },
    awards: [],
    servingSuggestions: ["Ice-cold as a snaps with a meal", "As a digestif after dinner", "With tonic water and a slice of lime"],
    cocktailSuggestions: [
      {
        name: "Birch and Tonic",
        ingredients: ["45 ml (1.5 oz) Birkir Birch Snaps", "120 ml (4 oz) tonic water", "Lime wheel"],
        instructions: "Build over ice in a tall glass, stir gently and garnish with a lime wheel.",
      },
      {
        name: "Blood Orange Birch",
        ingredients: [
          "45 ml (1.5 oz) Birkir Birch Snaps",
          "45 ml (1.5 oz) blood orange juice",
          "10 ml (0.35 oz) brown sugar syrup",
          "Dash of aromatic bitters",
          "Splash of soda water",
        ],
        instructions:
          "Shake the Birkir, juice and syrup with ice, strain into a glass over fresh ice, top with soda and finish with the bitters.",
      },
    ],
  },
  {
    id: "sol-akvavit",
    slug: "sol-akvavit",
    name: "Söl Icelandic Akvavit",
    distillery: "Hálogi Distillery (Spirits of Iceland)",
    distilleryInfo: halogiDistillery,
    category: "aquavit",
    price: "€48.90",
    alcohol: "38% vol",
    type: "Seaweed Akvavit",
    description:
      "A small-batch Icelandic akvavit flavoured with Icelandic-grown dill and dulse seaweed picked on the south coast.",
    longDescription:
      "Söl is the Icelandic name for dulse (Palmaria palmata), a red seaweed Icelanders have eaten since the saga age; the sagas tell of Egill Skallagrímsson being offered söl by his daughter. Hálogi Distillery, a small family project that started in 2015 with experiments infusing spirit with wild thyme, blueberries, angelica and finally seaweed, turned it into this akvavit. The keynote flavour is dill grown in Iceland, and beneath it sits dulse picked straight from the coast of South Iceland. It is bottled at 38% in small, hand-crafted batches. Unlike its sister Hvönn, Söl is decidedly unsweet: expect a savoury, saline character that moves between salty and gently bitter, with the seaweed bringing an umami depth and the dill a fresh, green lift. It is said to take a few sips before the full picture emerges. It belongs with fish above all: cured salmon, smoked trout, herring, shellfish or a bowl of Icelandic fish soup, served ice-cold.",
    botanicals: ["Dulse seaweed (söl)", "Icelandic-grown dill", "Distilled spirit"],
    tastingNotes: {
      nose: "Fresh dill over a briny, seaweed-savoury background.",
      palate: "Dry and unsweetened, salty and umami-rich, with dill and a light bitterness.",
      finish: "Warm, with lingering notes of seaweed and dill.",
    },
    awards: [],
    servingSuggestions: [
      "Ice-cold with cured salmon or smoked trout",
      "With shellfish or Icelandic fish soup",
      "In a savoury Bloody Mary in place of vodka",
    ],
  },
  {
    id: "hvonn-akvavit",
    slug: "hvonn-akvavit",
    name: "Hvönn Icelandic Akvavit",
    distillery: "Hálogi Distillery (Spirits of Iceland)",
    distilleryInfo: halogiDistillery,
    category: "aquavit",
    price: "$52",
    alcohol: "38% vol",
    type: "Angelica Akvavit",
    description:
      "A traditional-style Icelandic akvavit infused and distilled with angelica and blueberries and flavoured with caraway.",
    longDescription:
      "Hvönn is the Icelandic word for angelica, the tall, aromatic herb that has been gathered and prized in Iceland since early times. Hálogi Distillery makes this akvavit as the softer companion to its seaweed-based Söl. It follows the traditional akvavit pattern of caraway, but the spirit is also infused and distilled with angelica and blueberries. The producer's idea is that the blueberries soften the taste and give a more rounded, nuanced drink, and Hvönn is described as the sweeter of the two. Hálogi began in 2015 as a family experiment with wild Icelandic herbs and berries and now makes its akvavits in small, hand-crafted batches. Check the label for the bottling strength of the batch you buy. Angelica brings a green, musky, slightly celery-like aroma, caraway adds warmth, and the berries add a touch of dark fruit. Drink it cold as a snaps with lamb, game or a cheese board, or use it in mixed drinks that welcome herbal depth.",
    botanicals: ["Angelica", "Blueberries", "Caraway", "Distilled spirit"],
    tastingNotes: {
      nose: "Green, musky angelica with caraway and a hint of dark berries.",
      palate: "Softly rounded, with herbal angelica, warm caraway and a touch of blueberry sweetness.",
      finish: "Medium-long, herbal and gently warming.",
    },
    awards: [],
    servingSuggestions: [
      "Chilled as a snaps with roast lamb or game",
      "With a Nordic cheese board",
      "With tonic water and a few fresh blueberries",
    ],
  },
  {
    id: "limoncello-atlantico",
    slug: "limoncello-atlantico",
    name: "Limoncello Atlantico",
    distillery: "Þoran Distillery",
    distilleryRef: "thoran-distillery",
    category: "limoncello",
    price: "€40",
    alcohol: "30% vol",
    type: "Icelandic Limoncello",
    description:
      "Reported as the first limoncello in regular production in Iceland, made by Þoran Distillery in Hafnarfjörður from organic lemons.",
    longDescription:
      "Þoran Distillery in Hafnarfjörður is best known for Marberg gin, its first product in early 2019, and for its long-running project to make Icelandic single malt whisky. Limoncello Atlantico began as a side project. Birgir Már Sigurðsson, the distillery's founder, was asked by his relative Kristján Nói Sæmundsson, who was working at an Italian restaurant, to develop a limoncello in a small batch for the restaurant. The first trials used about 30 kilos of Italian lemons; the result went down so well that the pair scaled up from 30 to around 300 kilos of organic lemons and began selling it more widely. Icelandic press described it as the first limoncello to go into general production in Iceland. As with any limoncello, the flavour comes from lemon zest steeped in spirit and sweetened with syrup, so expect intense, sunny citrus and a soft sweetness. Check the label for the bottling strength. Serve it straight from the freezer in small glasses after dinner, or lengthen it with sparkling wine and soda.",
    botanicals: ["Organic lemons", "Lemon zest", "Sugar", "Neutral spirit", "Icelandic water"],
    tastingNotes: {
      nose: "Vivid lemon zest and lemon oil with a sweet, candied edge.",
      palate: "Sweet and silky, with bright lemon peel and a gentle warmth.",
      finish: "Fresh and citrusy, with a light bitterness from the peel.",
    },
    awards: [],
    servingSuggestions: [
      "Straight from the freezer as an after-dinner digestif",
      "Poured over vanilla ice cream",
      "Topped with sparkling wine as a spritz",
    ],
    cocktailSuggestions: [
      {
        name: "Atlantico Spritz",
        ingredients: [
          "50 ml (1.7 oz) Limoncello Atlantico",
          "90 ml (3 oz) dry sparkling wine",
          "30 ml (1 oz) soda water",
          "Mint sprig",
        ],
        instructions:
          "Fill a wine glass with ice, add the limoncello and sparkling wine, top with soda, stir gently and garnish with mint.",
      },
      {
        name: "Limoncello Collins",
        ingredients: [
          "30 ml (1 oz) Limoncello Atlantico",
          "30 ml (1 oz) Icelandic gin",
          "15 ml (0.5 oz) fresh lemon juice",
          "90 ml (3 oz) soda water",
        ],
        instructions:
          "Shake the limoncello, gin and lemon juice with ice, strain into an ice-filled tall glass and top with soda.",
      },
    ],
  },
  {
    id: "brennivin-christmas-edition",
    slug: "brennivin-christmas-edition",
    name: "Jólabrennivín (Brennivín Christmas Edition)",
    distillery: "Ölgerðin Egill Skallagrímsson",
    distilleryInfo: olgerdinDistillery,
    category: "brennivin",
    price: "$45",
    alcohol: "37.5% vol",
    type: "Cask-Aged Brennivín",
    description: "A limited seasonal Brennivín released for Christmas, in recent editions aged in used bourbon and sherry casks.",
    longDescription:
      "Brennivín has had a special Christmas version for many years, and for a long time that meant an apple-flavoured Brennivín; one earlier edition was finished in apple-cider barrels. In 2014 Ölgerðin changed direction with a cask-aged Jólabrennivín developed by brewmaster Valgeir Valgeirsson of its craft brewery Borg Brugghús. Half of the Brennivín spent six months in used bourbon barrels and half six months in used sherry casks, and the two were blended. Only about 1,000 bottles of 70 cl were made, and they sold out in Iceland early in December. The 2015 edition built on the same idea. Each year's release differs, availability varies from year to year, so treat the notes here as a guide and check the label for the strength of the year you buy. Tasters of the 2014 edition found the familiar caraway joined by bourbon, coconut, vanilla and pepper when served at room temperature, while chilling brought the sherry and oak forward and softened the heat. It makes a festive gift and an interesting comparison with the unaged original.",
    botanicals: ["Caraway", "Neutral spirit", "Ex-bourbon barrels", "Ex-sherry casks"],
    tastingNotes: {
      nose: "Caraway with bourbon vanilla, a touch of coconut and sherried oak.",
      palate: "Warming and spiced, with caraway, vanilla, dried fruit and pepper.",
      finish: "Oaky and gently sweet, with lingering caraway.",
    },
    awards: [],
    servingSuggestions: [
      "Lightly chilled rather than frozen, to let the cask notes show",
      "As a Christmas snaps with smoked lamb (hangikjöt)",
      "Side by side with the original Brennivín",
    ],
  },
  {
    id: "64-reykjavik-aquavit",
    slug: "64-reykjavik-aquavit",
    name: "64° Reykjavík Aquavit",
    distillery: "64° Reykjavík Distillery",
    distilleryRef: "64-reykjavik-distillery",
    category: "aquavit",
    price: "$47",
    alcohol: "40% vol",
    type: "Caraway Aquavit",
    description:
      "The caraway aquavit of 64° Reykjavík Distillery, a hand-crafted dry spirit alongside the distillery's gin and vodka.",
    longDescription:
      "64° Reykjavík Distillery, whose name echoes Reykjavík's latitude of 64° north, was founded by Snorri Jónsson, who dates it to 2009. It is best known for liqueurs made from foraged Icelandic crowberries, blueberries and rhubarb, but it also makes three dry spirits: a gin, a vodka and this aquavit. Visitors to the distillery have described the aquavit as hand-crafted and flavoured with caraway, the defining spice of Nordic aquavit and of Icelandic brennivín. The distillery publishes little else about the recipe, so we do not list further botanicals; check the label for the full details and the bottling strength. Aquavit is an old Nordic category, traditionally a grain or potato spirit seasoned with caraway or dill, drunk ice-cold as a snaps with herring, cured fish and festive meals. An Icelandic aquavit in that tradition is a good alternative to Brennivín for anyone who wants to compare a craft distiller's take on the caraway style with the national original, and it works in cocktails wherever a savoury, spiced base is welcome.",
    botanicals: ["Caraway", "Distilled spirit", "Water"],
    tastingNotes: {
      nose: "Expect clean caraway spice with a light, bready sweetness.",
      palate: "Dry and savoury, with caraway warmth and a smooth texture when chilled.",
      finish: "Medium in length, with lingering caraway and a gentle peppery warmth.",
    },
    awards: [],
    servingSuggestions: [
      "Ice-cold as a snaps with pickled herring",
      "With gravlax and rye bread",
      "Alongside an Icelandic lager",
    ],
  },
];
