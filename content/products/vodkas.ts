import type { ProductRecord } from "../schema";

/**
 * Icelandic vodkas. `botanicals` holds the Key Features shown on the vodka pages.
 * Where a producer publishes little about how a vodka is made, the copy says so and
 * sticks to what the label and the style tell us. Prices are indicative.
 */
export const vodkaRecords: ProductRecord[] = [
  {
    id: 1,
    slug: "reykjavik-vodka",
    name: "Reykjavík Vodka",
    distillery: "Reykjavík Spirits",
    distilleryRef: "reykjavik-spirits",
    price: "$29",
    alcohol: "40% vol",
    type: "Premium Vodka",
    description:
      "An unflavoured vodka named after Iceland's capital, meant to be served ice-cold or used as a clean base for cocktails.",
    longDescription:
      "Reykjavík means 'smoky bay', a name said to come from the steam the first settlers saw rising from hot springs around the harbour, and this vodka carries the city's name. It is an unflavoured vodka bottled at the standard 40%, and Reykjavík Spirits publishes little about its base spirit, still or water source. We would rather say so than guess, so this page sticks to the style and how to enjoy it. A good unflavoured vodka should smell of little more than clean spirit with a faint grain or mineral sweetness, feel smooth rather than hot on the palate, and finish cleanly. That makes it the most versatile bottle on a home bar: frozen and poured in small glasses Icelandic-style, stirred into a Martini, or lengthened with soda and a squeeze of lime. If you are comparing Icelandic vodkas, taste it side by side with Reyka and Katla at the same temperature, neat and then with a splash of water, to see how the texture and finish differ.",
    botanicals: ["Unflavoured", "Bottled at 40% vol", "Clean, neutral style", "Versatile cocktail base"],
    tastingNotes: {
      nose: "Expect a clean, restrained nose with a faint sweetness of grain.",
      palate: "Smooth and neutral, with a light creamy texture when well chilled.",
      finish: "Short and clean, with a gentle peppery warmth.",
    },
    awards: [],
    servingSuggestions: [
      "From the freezer in small chilled glasses",
      "With soda water and a wedge of lime",
      "With smoked salmon or pickled herring",
    ],
    cocktailSuggestions: [
      {
        name: "Smoky Bay Martini",
        ingredients: ["60 ml (2 oz) Reykjavík Vodka", "10 ml (0.35 oz) dry vermouth", "Lemon peel"],
        instructions:
          "Stir the vodka and vermouth with plenty of ice until very cold, strain into a chilled coupe and express the lemon peel over the top.",
      },
      {
        name: "Reykjavík Mule",
        ingredients: ["50 ml (1.7 oz) Reykjavík Vodka", "15 ml (0.5 oz) fresh lime juice", "120 ml (4 oz) ginger beer"],
        instructions:
          "Build the vodka and lime juice over ice in a copper mug or highball glass, top with ginger beer and stir gently.",
      },
    ],
  },
  {
    id: 2,
    slug: "kalt-vodka-raspberry",
    name: "Kalt Vodka Raspberry",
    distillery: "Reykjavík Spirits",
    distilleryRef: "reykjavik-spirits",
    price: "$15",
    alcohol: "40% vol",
    type: "Flavored Vodka",
    description: "A raspberry-flavoured vodka at full 40% strength, made for ice-cold shots and easy fruity long drinks.",
    longDescription:
      "Kalt is simply the Icelandic word for 'cold', a fair hint at how this vodka is meant to be served. This is the raspberry version, bottled at a full 40%, which sets it apart from the many lower-strength fruit 'vodka drinks' sold as liqueurs. The producer publishes few details about the base spirit or how the flavour is added, so we describe only what the style promises: a vodka that smells and tastes clearly of raspberry, ideally with fruit rather than heavy sugar leading. Flavoured vodkas of this kind are at their best very cold, straight from the freezer, where the fruit reads as fresh rather than sweet. They also save a step in mixed drinks, since the flavour is already in the bottle. Try it with soda water and a handful of fresh berries, with lemonade in summer, or shaken with lime for a quick raspberry sour. If you prefer a drier drink, use it half and half with unflavoured vodka. As with any spirit at this strength, keep servings small.",
    botanicals: ["Raspberry flavour", "Bottled at 40% vol", "Best served ice-cold", "Easy long-drink base"],
    tastingNotes: {
      nose: "Expect ripe raspberry and a hint of berry jam over clean spirit.",
      palate: "Bright raspberry fruit with a light sweetness and a warming vodka backbone.",
      finish: "Short and fruity, with a tart berry edge.",
    },
    awards: [],
    servingSuggestions: [
      "As a chilled shot straight from the freezer",
      "With soda water and fresh raspberries",
      "With sparkling lemonade over ice",
    ],
    cocktailSuggestions: [
      {
        name: "Raspberry Ice Fizz",
        ingredients: [
          "45 ml (1.5 oz) Kalt Vodka Raspberry",
          "15 ml (0.5 oz) fresh lemon juice",
          "100 ml (3.4 oz) soda water",
          "A few fresh raspberries",
        ],
        instructions:
          "Lightly muddle the raspberries with the lemon juice, add the vodka and ice, shake briefly, strain into a tall glass over ice and top with soda.",
      },
      {
        name: "Berry Sour",
        ingredients: ["50 ml (1.7 oz) Kalt Vodka Raspberry", "25 ml (0.85 oz) fresh lime juice", "10 ml (0.35 oz) simple syrup"],
        instructions: "Shake hard with ice and strain into a chilled coupe.",
      },
    ],
  },
  {
    id: 3,
    slug: "kalt-vodka-lemon",
    name: "Kalt Vodka Lemon",
    distillery: "Reykjavík Spirits",
    distilleryRef: "reykjavik-spirits",
    price: "$19",
    alcohol: "40% vol",
    type: "Flavored Vodka",
    description:
      "The lemon version of Kalt, a citrus-flavoured vodka at 40% for freezer-cold shots, tonics and summer long drinks.",
    longDescription:
      "The lemon sibling of Kalt Vodka Raspberry follows the same idea: a full-strength 40% vodka with the flavour already built in, named with the Icelandic word for 'cold'. As with the raspberry version, little is published about the base spirit or how the lemon flavour is made, so we will not guess at ingredients beyond what the label states. What a lemon vodka should deliver is a fresh citrus nose of zest and peel rather than candy, a clean palate, and a finish that leaves the mouth refreshed. It is one of the most useful flavoured spirits to keep in the freezer. Poured ice-cold it makes a bracing shot; with tonic water it becomes a quick alternative to a gin and tonic; and with soda, mint and a little sugar it is a simple summer cooler. It also works as a shortcut in a Lemon Drop or a vodka Collins, where it adds citrus depth without extra juice. Taste before adding sugar, since flavoured vodkas vary in sweetness from one brand to another.",
    botanicals: ["Lemon flavour", "Bottled at 40% vol", "Best served ice-cold", "Pairs with tonic and soda"],
    tastingNotes: {
      nose: "Expect fresh lemon zest and peel over a clean spirit base.",
      palate: "Zesty and crisp, with a light touch of sweetness and a warming finish.",
      finish: "Clean and citrusy, with a faint bitter-peel note.",
    },
    awards: [],
    servingSuggestions: ["Frozen, as a small shot", "With tonic water, ice and a lemon wheel", "With soda water and fresh mint"],
    cocktailSuggestions: [
      {
        name: "Arctic Lemon Drop",
        ingredients: ["50 ml (1.7 oz) Kalt Vodka Lemon", "20 ml (0.7 oz) fresh lemon juice", "15 ml (0.5 oz) simple syrup"],
        instructions: "Shake with ice and strain into a chilled, sugar-rimmed martini glass.",
      },
      {
        name: "Midnight Sun Collins",
        ingredients: [
          "45 ml (1.5 oz) Kalt Vodka Lemon",
          "15 ml (0.5 oz) fresh lemon juice",
          "10 ml (0.35 oz) simple syrup",
          "90 ml (3 oz) soda water",
        ],
        instructions: "Shake the vodka, lemon and syrup with ice, strain into an ice-filled highball and top with soda.",
      },
    ],
  },
  {
    id: 4,
    slug: "reyka-vodka",
    name: "Reyka Vodka",
    distillery: "Reyka Distillery",
    distilleryInfo: {
      name: "Reyka Distillery",
      location: "Borgarnes, West Iceland",
      founded: "2005",
      description:
        "William Grant & Sons' vodka distillery in the small west-coast town of Borgarnes, producing Reyka since 2005 in a Carter-Head still with geothermal power and water from the Grábrók spring.",
      image: "",
      website: "https://www.reykavodka.com",
      coordinates: [-21.917, 64.533],
    },
    price: "$32",
    alcohol: "40% vol",
    type: "Premium Vodka",
    description:
      "Iceland's best-known vodka, distilled in Borgarnes in a rare Carter-Head still, filtered through lava rock and cut with spring water from a 4,000-year-old lava field.",
    longDescription:
      "Reyka was launched in 2005 by William Grant & Sons, the Scottish family company behind Glenfiddich and Hendrick's, and was the first vodka distilled in Iceland. Its name is drawn from the Icelandic for smoke or steam. The grain spirit is produced in Scotland and shipped to the distillery in Borgarnes, around 70 km north of Reykjavík, where it is redistilled in small batches in a Carter-Head copper still, a design more often used for gin, of which only a handful exist. Instead of the usual charcoal, the spirit is filtered through Icelandic lava rock. It is then brought down to strength with untreated water from the Grábrók spring, which rises through a lava field around 4,000 years old, and the distillery runs on geothermal energy. In 2011 Reyka won the Vodka Trophy at the International Wine & Spirit Competition in London. In the glass it is clean and crisp, with a gentle sweetness, a hint of vanilla and citrus, and a little pepper, smooth enough to sip chilled but built for cocktails.",
    botanicals: [
      "Carter-Head still",
      "Lava rock filtered",
      "Icelandic spring water",
      "Geothermal energy",
      "Small-batch distillation",
    ],
    tastingNotes: {
      nose: "Clean and fresh, with faint citrus, a touch of vanilla and mineral notes.",
      palate: "Round and smooth, with light sweetness, lemon and a little earthy pepper.",
      finish: "Crisp and clean, with a gentle peppery warmth.",
    },
    awards: ["Vodka Trophy, International Wine & Spirit Competition (IWSC) 2011"],
    servingSuggestions: [
      "Ice-cold and neat, or with a single cube",
      "In a dry Martini with a lemon twist",
      "With soda and a squeeze of lime",
    ],
    cocktailSuggestions: [
      {
        name: "Lava Rock Martini",
        ingredients: ["60 ml (2 oz) Reyka Vodka", "10 ml (0.35 oz) dry vermouth", "Lemon twist"],
        instructions: "Stir with ice until very cold, strain into a chilled martini glass and garnish with a lemon twist.",
      },
      {
        name: "Rhubarb Reyka Smash",
        ingredients: [
          "50 ml (1.7 oz) Reyka Vodka",
          "25 ml (0.85 oz) rhubarb syrup",
          "20 ml (0.7 oz) fresh lemon juice",
          "Soda water to top",
        ],
        instructions:
          "Shake the vodka, syrup and lemon with ice, strain into a rocks glass over crushed ice and top with a splash of soda.",
      },
    ],
  },
  {
    id: 5,
    slug: "loki-vodka",
    name: "Loki Vodka",
    distillery: "Hovdenak Distillery",
    distilleryRef: "hovdenak-distillery",
    price: "$47",
    alcohol: "40% vol",
    type: "Premium Vodka",
    description:
      "A potato vodka from Hovdenak Distillery in Hafnarfjörður, distilled under vacuum at low temperature for a soft, smooth texture.",
    longDescription:
      "Loki, named after the shape-shifting trickster of Norse myth, is the potato vodka of Hovdenak Distillery, a small family distillery founded in 2018 in Hafnarfjörður by Hákon Freyr Hovdenak, who runs it with his wife Brynja Hjaltalín. The Hovdenak name comes from Hákon's Norwegian family. What sets the distillery apart is its method: distillation takes place under vacuum, so the spirit boils at a much lower temperature than in a conventional still. Hákon credits this for the softness he aims for across the range, which also includes the award-winning Stuðlaberg gin and the Rökkvi coffee liqueur. Potato vodkas tend to be fuller and creamier in texture than grain vodkas, and that is the profile to expect here: a rounded, slightly oily mouthfeel with gentle earthy sweetness rather than sharp grain. According to the distillery, Loki has won a gold medal in the World Drinks Awards competitions, and in 2024 Hovdenak was named Sustainable Distillery of the Year in the Icons of Gin awards. Serve it cold and neat to appreciate the texture.",
    botanicals: ["Potato base", "Vacuum distillation", "Low-temperature distilling", "Small-batch production"],
    tastingNotes: {
      nose: "Soft and clean, with a faint earthy sweetness typical of potato spirit.",
      palate: "Creamy and rounded, with gentle sweetness and a smooth, slightly oily texture.",
      finish: "Soft and medium in length, with light pepper.",
    },
    awards: ["Gold medal, World Drinks Awards (as reported by Hovdenak Distillery)"],
    servingSuggestions: [
      "Neat from the freezer to show off the creamy texture",
      "In a Vesper-style Martini",
      "With pickled vegetables or dark rye bread",
    ],
  },
  {
    id: 6,
    slug: "sif-vodka",
    name: "Sif Vodka",
    distillery: "Foss Distillery",
    distilleryRef: "foss-distillery",
    price: "$39",
    alcohol: "40% vol",
    type: "Premium Vodka",
    description: "An unflavoured Icelandic vodka bearing the name of Sif, the golden-haired goddess of Norse myth.",
    longDescription:
      "In Norse mythology Sif is the wife of Thor, best known for her golden hair, which Loki cut off as a prank and then had to replace with hair spun from gold by dwarven smiths. This unflavoured vodka borrows her name. Beyond its strength of 40%, the producer shares few production details, such as the base material, the still or the water source, so we do not list any here; we would rather leave a gap than fill it with guesses. Judge it the way you would any premium unflavoured vodka. Pour a small measure at fridge temperature and another from the freezer: cold mutes aroma and thickens texture, so the two glasses show different sides of the same spirit. Look for a clean nose without solvent notes, a smooth, slightly sweet palate and a finish that fades without burning. A vodka like this is at home in a classic Martini, a Moscow Mule or a simple vodka and soda, and it pairs well with the salty, smoked and pickled foods of the Nordic table.",
    botanicals: ["Unflavoured", "Bottled at 40% vol", "Clean, neutral style", "Suited to classic cocktails"],
    tastingNotes: {
      nose: "Expect a clean, quiet nose with a hint of sweetness.",
      palate: "Smooth and light, with soft sweetness and a gentle warmth.",
      finish: "Clean and fairly short, with a little pepper.",
    },
    awards: [],
    servingSuggestions: [
      "Chilled and neat in small glasses",
      "With soda water and a twist of lemon",
      "With smoked fish or pickled herring",
    ],
  },
  {
    id: 7,
    slug: "haust-vodka",
    name: "Haust Vodka",
    distillery: "Og Natura",
    distilleryRef: "og-natura",
    price: "$44",
    alcohol: "40% vol",
    type: "Premium Vodka",
    description: "An Icelandic vodka named after autumn, the season of berry picking and the first frosts.",
    longDescription:
      "Haust is the Icelandic word for autumn, the short season between the midnight sun and the dark months when Icelanders head into the heaths to pick crowberries and blueberries. This vodka is bottled at 40%, and the producer publishes little about its base spirit or production, so we keep to what we can stand behind. For an unflavoured vodka, the things worth checking are cleanness on the nose, texture on the palate and how the finish fades; at 40% a well-made vodka should warm rather than burn. An autumnal name invites autumnal drinks: stir it with a little crowberry or blackcurrant cordial and top with soda, or use it in a vodka sour sweetened with Icelandic rhubarb syrup. It also fits the seasonal Icelandic table, alongside smoked lamb, wild mushrooms, liquorice and dark rye bread, served ice-cold in small glasses. If you taste several Icelandic vodkas together, keep them at the same temperature and drink water between glasses, since the differences between clear spirits are subtle.",
    botanicals: ["Unflavoured", "Bottled at 40% vol", "Clean, neutral style", "Pairs with berry cordials"],
    tastingNotes: {
      nose: "Expect a clean nose with a faint cereal sweetness.",
      palate: "Smooth and neutral, with a soft, rounded texture when chilled.",
      finish: "Clean, with a light peppery warmth.",
    },
    awards: [],
    servingSuggestions: [
      "Ice-cold and neat",
      "With crowberry or blackcurrant cordial and soda",
      "With smoked lamb and dark rye bread",
    ],
    cocktailSuggestions: [
      {
        name: "Autumn Heath Highball",
        ingredients: [
          "45 ml (1.5 oz) Haust Vodka",
          "20 ml (0.7 oz) crowberry or blackcurrant cordial",
          "120 ml (4 oz) soda water",
        ],
        instructions: "Build the vodka and cordial over ice in a tall glass, top with soda and stir gently.",
      },
      {
        name: "Rhubarb Vodka Sour",
        ingredients: ["50 ml (1.7 oz) Haust Vodka", "25 ml (0.85 oz) fresh lemon juice", "20 ml (0.7 oz) rhubarb syrup"],
        instructions: "Shake hard with ice and strain into a chilled rocks glass over fresh ice.",
      },
    ],
  },
  {
    id: 8,
    slug: "helviti-vodka",
    name: "Helvíti Vodka",
    distillery: "Reykjavík Distillery",
    distilleryRef: "reykjavik-distillery",
    price: "$158",
    alcohol: "40% vol",
    type: "Premium Vodka",
    description:
      "An unflavoured vodka with a devilish name: helvíti is Icelandic for 'hell', echoing medieval tales of Hekla as a gateway to the underworld.",
    longDescription:
      "Helvíti is Icelandic for 'hell', and Iceland has a long association with the word: in medieval Europe the volcano Hekla was described as a gateway to hell. The name promises something fiery, but this is an unflavoured vodka at the standard 40%, not a chilli or extra-strength spirit. The producer publishes few details about how it is made, so we do not claim a base material, filtration method or water source for it. What we can offer is advice on enjoying it. Serve it cold: chilling a vodka rounds its texture and softens the alcohol. Taste it neat first, then with a drop of water, and look for a clean aroma, a smooth mid-palate and a finish that warms without harshness. Then take it into cocktails, where a neutral spirit carries other flavours: a Bloody Mary with a pinch of Icelandic lava salt, a Moscow Mule with fresh lime, or a spicy vodka and ginger. Check the bottle size when comparing prices.",
    botanicals: ["Unflavoured", "Bottled at 40% vol", "Clean, neutral style", "Good in spicy cocktails"],
    tastingNotes: {
      nose: "Expect a clean, restrained nose with a touch of sweetness.",
      palate: "Smooth and dry, with light pepper and a warming mid-palate.",
      finish: "Medium-short, warming and clean.",
    },
    awards: [],
    servingSuggestions: ["Chilled and neat", "In a Bloody Mary with a pinch of black lava salt", "With ginger beer and lime"],
    cocktailSuggestions: [
      {
        name: "Hekla Bloody Mary",
        ingredients: [
          "45 ml (1.5 oz) Helvíti Vodka",
          "120 ml (4 oz) tomato juice",
          "15 ml (0.5 oz) fresh lemon juice",
          "2 dashes Worcestershire sauce",
          "Hot sauce and black lava salt to taste",
        ],
        instructions:
          "Roll all ingredients between two tins with ice, strain into an ice-filled highball and finish with cracked pepper and a celery stick.",
      },
      {
        name: "Fire and Ice Mule",
        ingredients: ["50 ml (1.7 oz) Helvíti Vodka", "15 ml (0.5 oz) fresh lime juice", "120 ml (4 oz) spicy ginger beer"],
        instructions: "Build over ice in a copper mug, stir gently and garnish with a lime wedge.",
      },
    ],
  },
  {
    id: 9,
    slug: "katla-vodka",
    name: "Katla Vodka",
    distillery: "64° Reykjavík Distillery",
    distilleryRef: "64-reykjavik-distillery",
    price: "$58",
    alcohol: "40% vol",
    type: "Premium Vodka",
    description:
      "A small-batch Icelandic vodka made with geothermal energy and spring water that has filtered through porous lava, named after the Katla volcano.",
    longDescription:
      "Katla shares its name with one of Iceland's most powerful volcanoes, which lies beneath the Mýrdalsjökull ice cap in the south of the country. The vodka is made at 64° Reykjavík Distillery, the craft distillery founded by Snorri Jónsson in 2009 and better known for its gins and its liqueurs of foraged Icelandic berries and rhubarb. Like Reyka, Katla draws on two of Iceland's natural advantages: the stills are powered by geothermal energy from the country's volcanic activity, and the water comes from glacial sources that have run through layers of porous lava bedrock. Snorri Jónsson has said that this volcanic water gives the vodka a soft mineral profile and a sense of place. Icelandic trade material describes it as a clear premium vodka made from Icelandic spring water and selected grain in small batches. Expect a clean, soft spirit with a gentle mineral edge, best appreciated ice-cold and neat before you reach for mixers.",
    botanicals: [
      "Geothermal energy",
      "Icelandic spring water",
      "Lava-filtered water",
      "Small-batch production",
      "Grain-based spirit",
    ],
    tastingNotes: {
      nose: "Clean and delicate, with a faint mineral freshness.",
      palate: "Soft and smooth, with a light grain sweetness and a gentle mineral edge.",
      finish: "Clean and crisp, with a soft, lingering warmth.",
    },
    awards: [],
    servingSuggestions: [
      "Ice-cold and neat to taste the soft mineral character",
      "With Icelandic sparkling water and a cucumber ribbon",
      "In a classic Vodka Martini",
    ],
  },
];
