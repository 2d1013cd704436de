/**
 * Gin catalogue: 24 gin detail records (ids 1-24, shown at /gin/{slug}) plus one gin whose
 * detail lives in the generic spirit table (/spirit/{slug}).
 *
 * Content honesty: awards are limited to results confirmed in public sources. Where a product's
 * recipe, strength or producer details could not be confirmed, the long description says so and
 * the botanical list and ABV describe the style rather than a published specification.
 */
import type { ProductRecord } from "../schema";

export const ginRecords: ProductRecord[] = [
  {
    id: 1,
    slug: "olafsson-gin",
    name: "Ólafsson Gin",
    distillery: "Eyland Spirits",
    distilleryRef: "eyland-distillery",
    price: "$65",
    alcohol: "40% vol",
    type: "Ultra Premium",
    description:
      "A smooth Icelandic gin named after the 18th-century naturalist Eggert Ólafsson, pairing a classic juniper-and-citrus core with Arctic thyme, Icelandic moss and birch.",
    longDescription:
      "Ólafsson Gin takes its name from Eggert Ólafsson, the 18th-century poet and naturalist whose journeys around Iceland produced a landmark account of the country's nature and people. Eyland Spirits launched the gin in March 2020, and it found an audience quickly at home, becoming one of the better-selling gins in the state-run Vínbúðin shops within its first year. The recipe starts from a familiar foundation of juniper and citrus, then layers in three botanicals that speak of the Icelandic countryside: Arctic thyme (blóðberg), Icelandic moss (fjallagrös) and birch. The producer credits much of the gin's soft texture to Icelandic water, which it describes as naturally high in pH after years of filtering through lava rock. In the glass the result is clean and bright rather than heavily herbal, which makes it an easy gin to mix. It has done well in blind tastings: it took a gold medal in the Super Premium category of The Spirits Business gin tasting in 2020 and came second in the Beverage Testing Institute's search for the best gin for a martini in 2021. A cold, stirred martini with a lemon twist is the natural way to meet it.",
    botanicals: ["Juniper", "Citrus Peel", "Arctic Thyme", "Icelandic Moss", "Birch"],
    tastingNotes: {
      nose: "Fresh juniper and lemon zest over a soft herbal lift of thyme.",
      palate: "Rounded and smooth, with citrus, gentle pine and a faint earthy, mossy note.",
      finish: "Clean and medium-length, with lingering thyme and a whisper of birch.",
    },
    awards: [
      "Gold Medal, Super Premium category – The Spirits Business gin blind tasting 2020",
      "Second place, best gin for a martini – Beverage Testing Institute 2021",
    ],
    servingSuggestions: [
      "Stirred dry martini with a lemon twist",
      "With a light tonic and a sprig of fresh thyme",
      "Neat from the freezer in a small chilled glass",
    ],
    cocktailSuggestions: [
      {
        name: "Dry Martini",
        ingredients: ["60 ml (2 oz) Ólafsson Gin", "10 ml (0.3 oz) dry vermouth", "1 strip of lemon peel"],
        instructions:
          "Stir the gin and vermouth with plenty of ice for about 30 seconds, strain into a chilled coupe and express the lemon peel over the top.",
      },
      {
        name: "Arctic Thyme Collins",
        ingredients: [
          "50 ml (1.7 oz) Ólafsson Gin",
          "25 ml (0.85 oz) fresh lemon juice",
          "15 ml (0.5 oz) thyme syrup",
          "100 ml (3.4 oz) soda water",
        ],
        instructions:
          "Shake the gin, lemon juice and thyme syrup with ice, strain into an ice-filled highball glass, top with soda water and garnish with a thyme sprig.",
      },
    ],
  },
  {
    id: 2,
    slug: "lundey-gin",
    name: "Lundey Gin",
    distillery: "64° Reykjavík Distillery",
    distilleryRef: "64-reykjavik-distillery",
    price: "$49",
    alcohol: "43% vol",
    type: "Color-Changing",
    description:
      "A colour-changing gin from 64° Reykjavík Distillery: butterfly pea flower makes it deep blue in the bottle, and it turns pink the moment tonic or citrus is added.",
    longDescription:
      "Lundey is a small island just off Reykjavík, known for the puffins that nest there each summer, and this gin from 64° Reykjavík Distillery borrows both the name and a sense of playfulness. Its signature is butterfly pea flower, a botanical whose natural pigment reacts to acidity. Poured neat, the gin is a deep indigo-blue; add tonic water or a squeeze of lemon and it shifts through violet to pink in the glass. Bottled at 43% vol, it has enough strength to hold its own under a long pour of tonic, so the colour change does not come at the expense of flavour. 64° Reykjavík Distillery, founded by Snorri Jónsson, is best known for liqueurs made from foraged Icelandic crowberries, blueberries and rhubarb, and it also makes a vodka, an aquavit and gin. Expect a juniper-led spirit with a soft, slightly earthy backbone rather than a sweet novelty drink; the full supporting recipe is not something we have been able to confirm, so the botanical list reflects the gin's style. It is at its best when the transformation can be seen: a clear highball glass, plenty of ice and the tonic added at the table.",
    botanicals: ["Juniper", "Butterfly Pea Flower", "Angelica Root", "Birch"],
    tastingNotes: {
      nose: "Juniper and soft floral tea notes with a hint of fresh citrus.",
      palate: "Smooth and gently earthy, with pine, light herbal sweetness and a rounded mid-palate.",
      finish: "Dry and clean, with a faint floral echo.",
    },
    awards: [],
    servingSuggestions: [
      "With tonic in a clear glass so the colour change is visible",
      "With a squeeze of lemon over ice",
      "In citrus cocktails that show off the shift from blue to pink",
    ],
    cocktailSuggestions: [
      {
        name: "Lundey & Tonic",
        ingredients: ["50 ml (1.7 oz) Lundey Gin", "150 ml (5 oz) tonic water", "1 lemon wheel"],
        instructions:
          "Fill a highball glass with ice and the tonic water, then slowly pour the gin over the top and watch the colour change; garnish with the lemon wheel.",
      },
      {
        name: "Colour-Shift Sour",
        ingredients: [
          "50 ml (1.7 oz) Lundey Gin",
          "25 ml (0.85 oz) fresh lemon juice",
          "15 ml (0.5 oz) sugar syrup",
          "1 egg white (optional)",
        ],
        instructions:
          "Dry-shake all ingredients without ice, then shake again hard with ice and double-strain into a chilled coupe.",
      },
      {
        name: "Purple French 75",
        ingredients: [
          "30 ml (1 oz) Lundey Gin",
          "15 ml (0.5 oz) fresh lemon juice",
          "10 ml (0.3 oz) sugar syrup",
          "75 ml (2.5 oz) chilled sparkling wine",
        ],
        instructions: "Shake the gin, lemon juice and syrup with ice, strain into a flute and top with the sparkling wine.",
      },
    ],
  },
  {
    id: 3,
    slug: "angelica-gin",
    name: "Angelica Gin",
    distillery: "64° Reykjavík Distillery",
    distilleryRef: "64-reykjavik-distillery",
    price: "$45",
    alcohol: "40% vol",
    type: "Heritage",
    description:
      "A gin built around angelica (hvönn), the tall wild herb that has flavoured Icelandic food and drink since the Viking age.",
    longDescription:
      "Angelica (Angelica archangelica, hvönn in Icelandic) is one of the few strongly aromatic plants that thrive along Iceland's rivers and coasts, and it has a long history on the island as food, medicine and trade good; angelica patches were valuable enough to be mentioned in medieval Icelandic law. Almost every gin in the world uses dried angelica root as a supporting player that binds the other botanicals together. This gin puts it at the centre of the recipe. Angelica brings a musky, earthy, faintly celery-like character with a dry, woody bitterness, and alongside juniper it makes for a gin that feels grounded and savoury rather than bright and citrus-led. Published information about this bottling is limited, so treat this page as an introduction to a botanical rather than a documented brand story: production details, batch sizes and the exact recipe are not something we have been able to confirm, and the botanical list describes the style. What it offers in the glass is a clear taste of the herb that runs through so many Icelandic spirits, from gins to aquavits. Try it with a light tonic and fresh herbs, or in a martini where its savoury side has room to show.",
    botanicals: ["Juniper", "Angelica Root", "Angelica Seed", "Coriander", "Lemon Peel"],
    tastingNotes: {
      nose: "Earthy, musky angelica over fresh juniper and a little lemon.",
      palate: "Dry and savoury, with herbal, celery-like notes, pine and gentle spice from coriander.",
      finish: "Long and woody, with a pleasant bitter edge.",
    },
    awards: [],
    servingSuggestions: [
      "With a light tonic and a sprig of fresh herbs",
      "In a savoury martini with an olive",
      "Alongside smoked fish or lamb",
    ],
    cocktailSuggestions: [
      {
        name: "Angelica Martini",
        ingredients: ["60 ml (2 oz) Angelica Gin", "15 ml (0.5 oz) dry vermouth", "1 green olive"],
        instructions:
          "Stir the gin and vermouth with ice until well chilled, strain into a chilled martini glass and garnish with the olive.",
      },
      {
        name: "Gin Rickey",
        ingredients: ["50 ml (1.7 oz) Angelica Gin", "20 ml (0.7 oz) fresh lime juice", "120 ml (4 oz) soda water"],
        instructions: "Build the gin and lime juice over ice in a highball glass, top with soda water and stir gently.",
      },
    ],
  },
  {
    id: 4,
    slug: "glacier-gin",
    name: "Glacier Gin",
    distillery: "Glacier Spirits",
    distilleryRef: "glacier-spirits",
    price: "$52",
    alcohol: "40% vol",
    type: "Premium",
    description:
      "A crisp, clean gin whose name nods to the Icelandic ice caps, made in a bright, classic dry style for tonic and cocktails.",
    longDescription:
      "Glacier Gin comes from Glacier Spirits and leans on the idea that sells Icelandic spirits abroad more than any other: water. Iceland's rivers and springs are fed by ice caps such as Vatnajökull and Langjökull, and most of the country's drinking water is groundwater that has filtered through porous lava rock before it reaches a tap, arriving soft, low in minerals and usually untreated. For a gin, which is mostly water once it is bottled, that matters more than marketing might suggest: soft water lets the botanicals come through without a mineral edge. Beyond that, we have little verified detail on this bottling, so we describe it in terms of style rather than specifics, and the botanical list reflects that style rather than a published recipe. It is a dry, juniper-forward gin in the classic mould, with citrus lift and a light herbal finish of the kind Arctic thyme gives. It suits people who want a clean, versatile gin more than a botanical curiosity. Keep it in the freezer for martinis, or pour it over plenty of ice with a dry tonic and a strip of lemon peel.",
    botanicals: ["Juniper", "Lemon Peel", "Coriander", "Angelica Root", "Arctic Thyme"],
    tastingNotes: {
      nose: "Bright juniper and lemon peel with a cool, clean edge.",
      palate: "Crisp and light-bodied, with pine, citrus and a touch of coriander spice.",
      finish: "Short to medium and very clean, with a soft herbal trace.",
    },
    awards: [],
    servingSuggestions: [
      "With a dry tonic and a strip of lemon peel",
      "Straight from the freezer in a martini",
      "In a gimlet or other simple citrus cocktail",
    ],
    shopQuery: "Icelandic Glacier Gin",
  },
  {
    id: 5,
    slug: "himbrimi-old-tom-gin",
    name: "Himbrimi Old Tom Gin",
    distillery: "Himbrimi Distillery",
    distilleryRef: "himbrimi-distillery",
    price: "$55",
    alcohol: "40% vol",
    type: "Old Tom",
    description:
      "An award-winning, honey-sweetened Old Tom from artist Óskar Ericsson, made with hand-picked Arctic thyme, angelica and juniper from Icelandic riverbanks.",
    longDescription:
      "Himbrimi is the Icelandic name for the great northern diver, or common loon, and the bird's haunting call gave this gin its name. Its creator, artist Óskar Ericsson, began developing the recipe in his kitchen in 2013, wanting something he could sip neat while fishing Iceland's rivers; the gin reached the market in 2016. He chose the Old Tom style, the slightly sweeter forerunner of London Dry, and his Dutch father felt the result recalled a malty Dutch genever. The botanicals are the plants Óskar found along the riverbanks, hand-picked each summer: Arctic thyme (blóðberg), angelica, of which the flowers are used, and juniper. Instead of sugar, the gin is softened with honey, and it is made as a compound gin: the botanicals are steeped in neutral grain spirit for around two weeks rather than redistilled, which leaves it with an amber tint. That approach paid off in 2019, when it was named Best Compound Gin at the World Gin Awards in London. Sources differ on where the distillery is based (Mosfellsbær or Reykjavík), but not on the gin itself: rounded, gently sweet and herbal, it is made to be enjoyed neat over ice or in a Martinez.",
    botanicals: ["Juniper", "Arctic Thyme", "Angelica Flower", "Honey"],
    tastingNotes: {
      nose: "Honeyed and herbal, with wild thyme, soft juniper and a malty, genever-like warmth.",
      palate: "Round and gently sweet, with thyme, light spice and a woody, nutty depth.",
      finish: "Warm and lingering, with honey and dried herbs.",
    },
    awards: ["Best Compound Gin – World Gin Awards 2019"],
    servingSuggestions: [
      "Neat over a single large ice cube",
      "In a Martinez or a Tom Collins",
      "With a slice of orange and a light tonic",
    ],
    cocktailSuggestions: [
      {
        name: "Martinez",
        ingredients: [
          "45 ml (1.5 oz) Himbrimi Old Tom Gin",
          "45 ml (1.5 oz) sweet vermouth",
          "5 ml (0.17 oz) maraschino liqueur",
          "2 dashes orange bitters",
        ],
        instructions:
          "Stir all ingredients with ice until well chilled, strain into a chilled coupe and garnish with an orange twist.",
      },
      {
        name: "Tom Collins",
        ingredients: [
          "50 ml (1.7 oz) Himbrimi Old Tom Gin",
          "25 ml (0.85 oz) fresh lemon juice",
          "10 ml (0.3 oz) sugar syrup",
          "100 ml (3.4 oz) soda water",
        ],
        instructions:
          "Shake the gin, lemon juice and syrup with ice, strain into an ice-filled Collins glass and top with soda water; the gin's own sweetness means less syrup is needed.",
      },
      {
        name: "Old Tom Old Fashioned",
        ingredients: ["60 ml (2 oz) Himbrimi Old Tom Gin", "5 ml (0.17 oz) honey syrup", "2 dashes aromatic bitters"],
        instructions:
          "Stir all ingredients with ice, strain over a large ice cube in a rocks glass and garnish with a strip of lemon peel.",
      },
    ],
  },
  {
    id: 6,
    slug: "himbrimi-winterbird-gin",
    name: "Himbrimi Winterbird Gin",
    distillery: "Himbrimi Distillery",
    distilleryRef: "himbrimi-distillery",
    price: "€45",
    alcohol: "42% vol",
    type: "Premium",
    description:
      "The London Dry sibling of Himbrimi's Old Tom: unsweetened, crisper and built for tonic, with the same Arctic thyme, angelica and juniper signature.",
    longDescription:
      "Winterbird is the second gin from Himbrimi, created as a London Dry counterpart to the honey-softened Old Tom that made the brand's name. Where the Old Tom is steeped and sweetened, a London Dry gin has to be distilled with all of its botanicals and can have nothing but water added afterwards, so Winterbird shows the Himbrimi flavour profile in a drier, sharper frame. The familiar trio of hand-gathered Arctic thyme, angelica and juniper is still at its heart, with the thyme giving a savoury, slightly floral lift that stands out in a gin and tonic. Himbrimi's founders, artist Óskar Ericsson and entrepreneur Junio Carchini, have built the brand with an eye on design and export, and both gins turn up in bars well beyond Iceland. Italian gin writers recommend Winterbird in a lively gin and tonic, perhaps with a floral tonic, and in simple drinks such as a gimlet, and suggest pairing it with Nordic flavours like rhubarb, birch, blueberries and elderflower. The strength shown here is indicative, so check the label. It is a good choice for anyone who likes the Himbrimi story but prefers their gin dry.",
    botanicals: ["Juniper", "Arctic Thyme", "Angelica Flower"],
    tastingNotes: {
      nose: "Crisp juniper with wild thyme and a fresh, green floral note.",
      palate: "Dry and clean, with pine, savoury herbs and a light peppery edge.",
      finish: "Brisk and refreshing, with thyme lingering on the finish.",
    },
    awards: [],
    servingSuggestions: ["With a floral tonic and a sprig of thyme", "In a classic gimlet", "With rhubarb or elderflower mixers"],
    cocktailSuggestions: [
      {
        name: "Gimlet",
        ingredients: ["50 ml (1.7 oz) Himbrimi Winterbird Gin", "20 ml (0.7 oz) fresh lime juice", "15 ml (0.5 oz) sugar syrup"],
        instructions: "Shake all ingredients hard with ice and strain into a chilled coupe; garnish with a lime wheel.",
      },
      {
        name: "Rhubarb & Tonic",
        ingredients: ["50 ml (1.7 oz) Himbrimi Winterbird Gin", "15 ml (0.5 oz) rhubarb syrup", "120 ml (4 oz) tonic water"],
        instructions:
          "Build the gin and rhubarb syrup over ice in a large wine glass, top with tonic water, stir gently and garnish with a thin ribbon of rhubarb or a thyme sprig.",
      },
    ],
  },
  {
    id: 7,
    slug: "reykjavik-gin",
    name: "Reykjavík Gin",
    distillery: "Reykjavík Spirits",
    distilleryRef: "reykjavik-spirits",
    price: "$42",
    alcohol: "40% vol",
    type: "Craft",
    description:
      "The core gin of the Reykjavík Spirits range: a balanced, juniper-led city gin with a light touch of Icelandic herbs.",
    longDescription:
      "Reykjavík Gin is the everyday gin of the Reykjavík Spirits range, which also includes a drier bottling and a pink edition. It is named for the world's northernmost capital, a small, walkable city where the cocktail scene has grown rapidly since the 2010s and where local gins now sit beside the international brands on most back bars. Published information about this range is limited, so we describe the gin by style rather than by a detailed recipe, and the botanical list reflects that style. It is a balanced, juniper-led gin with citrus brightness and a gentle herbal note of the kind Arctic thyme and angelica bring to many Icelandic gins. Nothing about it is extreme, which is its strength: it works in a gin and tonic, a Negroni or a Southside without pulling the drink in an unexpected direction. If you are stocking one Icelandic gin for mixing at home, a versatile bottle like this is a sensible place to start. As with all spirits in Iceland, the gin is sold through the state-run Vínbúðin shops and licensed bars; abroad, availability varies, so check the shop link for current stock.",
    botanicals: ["Juniper", "Lemon Peel", "Coriander", "Angelica Root", "Arctic Thyme"],
    tastingNotes: {
      nose: "Classic juniper and lemon peel with a soft herbal note.",
      palate: "Balanced and medium-bodied, with pine, citrus and light coriander spice.",
      finish: "Clean and fairly short, with a gentle herbal dryness.",
    },
    awards: [],
    servingSuggestions: [
      "With tonic, lots of ice and a lemon wedge",
      "In a Negroni or a Southside",
      "As an all-round gin for home cocktails",
    ],
    shopQuery: "Reykjavik Spirits gin",
    cocktailSuggestions: [
      {
        name: "Negroni",
        ingredients: ["30 ml (1 oz) Reykjavík Gin", "30 ml (1 oz) Campari", "30 ml (1 oz) sweet vermouth"],
        instructions:
          "Stir all ingredients with ice, strain over a large ice cube in a rocks glass and garnish with an orange slice.",
      },
      {
        name: "Southside",
        ingredients: [
          "50 ml (1.7 oz) Reykjavík Gin",
          "25 ml (0.85 oz) fresh lime juice",
          "15 ml (0.5 oz) sugar syrup",
          "6 fresh mint leaves",
        ],
        instructions: "Shake all ingredients hard with ice, double-strain into a chilled coupe and garnish with a mint leaf.",
      },
    ],
  },
  {
    id: 8,
    slug: "reykjavik-dry-gin",
    name: "Reykjavík Dry Gin",
    distillery: "Reykjavík Spirits",
    distilleryRef: "reykjavik-spirits",
    price: "$46",
    alcohol: "42% vol",
    type: "Premium",
    description:
      "The drier, sharper member of the Reykjavík Spirits family, made for martinis and anyone who likes their gin firmly juniper-led.",
    longDescription:
      "Reykjavík Dry Gin is the drier of the gins in the Reykjavík Spirits range, sitting alongside the core Reykjavík Gin and a pink edition. Where the core gin aims for balance, a dry bottling like this puts juniper and spice further forward and keeps any sweetness to a minimum, which is what you want in a martini or a gin and tonic where the gin should lead. As with the rest of the range, detailed production information is limited, so we do not state a recipe, still type or water source as fact; the botanical list describes the style rather than a published specification, and the strength shown is indicative. Expect resinous juniper, a peppery, coriander-driven middle and a dry finish, with citrus peel keeping it fresh. Dry gins like this are also the best way to judge a gin on its own terms: try a small measure neat at room temperature, then with a little water, before mixing. It makes an excellent base for a Gibson, a Tuxedo or a classic dry martini, and it holds up well against strongly flavoured tonics.",
    botanicals: ["Juniper", "Coriander", "Angelica Root", "Lemon Peel", "Black Pepper"],
    tastingNotes: {
      nose: "Resinous juniper with cracked pepper and dry citrus peel.",
      palate: "Firm and dry, with pine, coriander spice and a crisp, lean texture.",
      finish: "Dry and peppery, with juniper lingering.",
    },
    awards: [],
    servingSuggestions: [
      "In a very dry martini",
      "With an Indian tonic and a twist of lemon",
      "Neat at room temperature to judge the spirit",
    ],
    shopQuery: "Reykjavik Spirits dry gin",
  },
  {
    id: 9,
    slug: "reykjavik-pink-gin",
    name: "Reykjavík Pink Gin",
    distillery: "Reykjavík Spirits",
    distilleryRef: "reykjavik-spirits",
    price: "$40",
    alcohol: "37.5% vol",
    type: "Pink",
    description: "A softer, fruit-accented pink gin from Reykjavík Spirits, made for long summer drinks, spritzes and tonic.",
    longDescription:
      "Reykjavík Pink Gin is the fruit-accented member of the Reykjavík Spirits range, alongside the core Reykjavík Gin and a drier bottling. Pink gins are usually a dry gin softened and coloured with fruit or fruit extracts after distillation, and in Iceland the natural partners are the berries and stalks the country grows well: rhubarb, which thrives in Icelandic gardens and was long a staple of home jam-making, and crowberries (krækiber), which carpet the heathland in late summer. We have not been able to confirm the exact recipe or how the colour is achieved, so treat the botanical list as a description of the style, and the strength as indicative. In the glass you can expect a gentler, rounder gin than the classic dry styles, with juniper still present but with tart red-fruit notes and a softer finish. That makes it an easy introduction to gin for people who find London Dry too sharp. It works best in long, cold drinks: with a light tonic and fresh berries, in a spritz with sparkling wine, or in a Clover Club, where its fruit meets lemon and raspberry.",
    botanicals: ["Juniper", "Rhubarb", "Crowberry", "Angelica Root"],
    tastingNotes: {
      nose: "Tart rhubarb and red berries over a light juniper base.",
      palate: "Soft and fruity, with gentle sweetness, tangy berries and a little pine.",
      finish: "Short and refreshing, with a tart fruit note.",
    },
    awards: [],
    servingSuggestions: [
      "With a light tonic and fresh berries",
      "In a spritz with sparkling wine",
      "Over crushed ice with a squeeze of lemon",
    ],
    shopQuery: "Reykjavik Spirits pink gin",
    cocktailSuggestions: [
      {
        name: "Pink Gin Spritz",
        ingredients: ["40 ml (1.35 oz) Reykjavík Pink Gin", "90 ml (3 oz) chilled sparkling wine", "30 ml (1 oz) soda water"],
        instructions:
          "Build over ice in a large wine glass, stir gently and garnish with a few fresh berries or a strip of rhubarb.",
      },
      {
        name: "Clover Club",
        ingredients: [
          "50 ml (1.7 oz) Reykjavík Pink Gin",
          "20 ml (0.7 oz) fresh lemon juice",
          "15 ml (0.5 oz) raspberry syrup",
          "1 egg white (optional)",
        ],
        instructions: "Dry-shake all ingredients without ice, shake again with ice and double-strain into a chilled coupe.",
      },
    ],
  },
  {
    id: 10,
    slug: "wild-dry-gin",
    name: "Wild Dry Gin",
    distillery: "Glacier Spirits",
    distilleryRef: "glacier-spirits",
    price: "$48",
    alcohol: "42% vol",
    type: "Craft",
    description:
      "A dry gin in the foraged Icelandic style, where wild botanicals such as crowberry, Arctic thyme, birch and moss shape the character.",
    longDescription:
      "Wild Dry Gin belongs to the foraged school of Icelandic gin-making, in which the character comes from what grows wild on the island rather than from imported spice. Iceland's short, bright summers produce a small but distinctive larder: Arctic thyme (blóðberg), whose small purple flowers cover dry slopes and lava fields; crowberries (krækiber), ripening on the heath in August; downy birch, the only native tree to form woodland; and Icelandic moss (fjallagrös), a lichen long used in bread, porridge and herbal tea. Used in gin, these give resinous, herbal and faintly bitter notes that sit naturally beside juniper. Information about this particular bottling is limited, so we cannot confirm its exact recipe, harvest practices or production method; the botanical list describes the style rather than a published specification, and the strength shown is indicative. What you can expect is a dry, savoury gin with more herbal and woody depth than citrus sparkle. Serve it simply so the botanicals can speak: over ice with a splash of soda, or with a neutral tonic and a sprig of thyme. It also pairs well with lamb, smoked fish and rye bread.",
    botanicals: ["Juniper", "Crowberry", "Arctic Thyme", "Birch", "Icelandic Moss"],
    tastingNotes: {
      nose: "Juniper and wild thyme with a resinous, woody edge.",
      palate: "Dry and savoury, with herbs, dark berry tartness and a faint bitterness.",
      finish: "Medium-long and earthy, with birch and dried herbs.",
    },
    awards: [],
    servingSuggestions: [
      "Over ice with a splash of soda water",
      "With a neutral tonic and a sprig of thyme",
      "With smoked fish, lamb or rye bread",
    ],
    shopQuery: "Icelandic Wild Dry Gin",
  },
  {
    id: 11,
    slug: "pure-north-gin",
    name: "Pure North Gin",
    distillery: "Hovdenak Distillery",
    distilleryRef: "hovdenak-distillery",
    price: "$25",
    alcohol: "37.5% vol",
    type: "Craft",
    description: "An affordable everyday gin from Hovdenak Distillery's Pure North line, made in Hafnarfjörður for easy mixing.",
    longDescription:
      "Pure North is the value line of Hovdenak Distillery, a small, family-run distillery in Hafnarfjörður, the harbour town just south of Reykjavík. The company was set up in 2018 by Hákon Freyr Hovdenak, whose family name comes from Norway, and is run with his wife, Brynja Hjaltalín; in 2021 Hákon described Pure North as a broad range of spirits at affordable prices, to sit alongside the distillery's more premium products. Hovdenak distils under vacuum, so the spirit boils at a much lower temperature than in conventional stills, a method the distillery credits for the softness of its products. It has also put effort into its environmental footprint, offsetting the carbon from its deliveries and moving from plastic to paper packaging. Pure North Gin is the line's straightforward dry gin. We have not been able to confirm its botanical recipe or bottling strength, so both are shown as typical for the style rather than as published figures. Expect a clean, juniper-led gin with citrus and gentle spice, built for highballs, punches and everyday gin and tonics rather than slow sipping.",
    botanicals: ["Juniper", "Coriander", "Angelica Root", "Lemon Peel"],
    tastingNotes: {
      nose: "Clean juniper and lemon with a little coriander spice.",
      palate: "Light and smooth, with pine and citrus and a soft, rounded texture.",
      finish: "Short and clean.",
    },
    awards: [],
    servingSuggestions: ["In an everyday gin and tonic", "In punches and batch cocktails", "With ginger ale and a wedge of lime"],
    shopQuery: "Pure North gin Hovdenak",
  },
  {
    id: 12,
    slug: "old-islandia-gin",
    name: "Old Islandia Gin",
    distillery: "Volcanic Drinks",
    distilleryRef: "volcanic-drinks-distillery",
    price: "$35",
    alcohol: "40% vol",
    type: "Heritage",
    description:
      "Often described as one of Iceland's first home-grown gins, a smooth, gently spiced blend of juniper, coriander, ginger and angelica.",
    longDescription:
      "Old Islandia Gin from Volcanic Drinks is often described in gin guides as one of the first gins made in Iceland, on sale since around 2010, when Icelanders had been drinking gin for decades but only from imported brands. The producer presents it as based on a long-established recipe. Gin writers list its botanicals as juniper, coriander, ginger and angelica, and describe a gin that is distilled several times (seven, according to one guide), filtered through lava rock, brought to strength with Icelandic spring water and gluten-free. We have not verified these production claims independently, so treat them as the producer's account. In the glass it is an approachable gin: earthy herbs and a firm juniper note on the nose, then a spicy warmth from ginger that builds on the palate, with a softer, slightly sweet edge that makes it easy to drink. That ginger character suits a serve that has long been popular in Iceland, gin with ginger ale, as well as the classic gin and tonic. The Old Islandia family also includes pink and blue editions, listed separately.",
    botanicals: ["Juniper", "Coriander", "Ginger", "Angelica Root"],
    tastingNotes: {
      nose: "Earthy herbs and firm juniper with a hint of warm spice.",
      palate: "Smooth and gently sweet, with ginger heat building behind the juniper.",
      finish: "Warm and spicy, fading to soft herbs.",
    },
    awards: [],
    servingSuggestions: [
      "With ginger ale and a wedge of lime, a popular Icelandic serve",
      "With tonic and a slice of fresh ginger",
      "In a gin sour",
    ],
    cocktailSuggestions: [
      {
        name: "Gin & Ginger",
        ingredients: ["50 ml (1.7 oz) Old Islandia Gin", "150 ml (5 oz) ginger ale", "1 lime wedge"],
        instructions: "Build the gin and ginger ale over ice in a highball glass, squeeze in the lime wedge and stir gently.",
      },
      {
        name: "Gin Sour",
        ingredients: [
          "50 ml (1.7 oz) Old Islandia Gin",
          "25 ml (0.85 oz) fresh lemon juice",
          "20 ml (0.7 oz) sugar syrup",
          "1 egg white (optional)",
        ],
        instructions:
          "Dry-shake all ingredients without ice, shake again hard with ice and strain into a rocks glass over fresh ice.",
      },
    ],
  },
  {
    id: 13,
    slug: "old-islandia-pink-gin",
    name: "Old Islandia Pink Gin",
    distillery: "Volcanic Drinks",
    distilleryRef: "volcanic-drinks-distillery",
    price: "$37",
    alcohol: "37.5% vol",
    type: "Rosé",
    description:
      "The pink edition of Old Islandia Gin from Volcanic Drinks: the spiced Old Islandia base in a softer, fruitier style for long drinks.",
    longDescription:
      "Old Islandia Pink Gin is the pink edition of Old Islandia, the gin from Volcanic Drinks that gin guides often describe as one of the first made in Iceland. The base gin's botanicals are listed as juniper, coriander, ginger and angelica, and that spiced, gently sweet foundation carries through here. What makes the pink edition different, and exactly how its colour is achieved, is not something we have been able to confirm, so the botanical list shows the documented base recipe rather than guessing at added fruit, and the strength shown is indicative. As a style, pink gins are usually softened and coloured with fruit after distillation, which gives a rounder, fruitier drink that is easy to enjoy in long serves. Expect the familiar Old Islandia warmth from ginger beneath a lighter, fruit-led top note. It is a sensible choice for summer drinks and for guests who find dry gin too sharp. Serve it in a large glass with plenty of ice, a light tonic and fresh berries, or lengthen it with sparkling wine for a simple spritz. Check the bottle for the producer's own serving suggestions.",
    botanicals: ["Juniper", "Coriander", "Ginger", "Angelica Root"],
    tastingNotes: {
      nose: "Soft red-fruit notes over juniper and a hint of ginger.",
      palate: "Round and lightly sweet, with fruit, gentle spice and soft juniper.",
      finish: "Short and warm, with a little ginger.",
    },
    awards: [],
    servingSuggestions: [
      "With a light tonic and fresh berries",
      "Lengthened with sparkling wine as a spritz",
      "With ginger ale and a slice of orange",
    ],
  },
  {
    id: 14,
    slug: "old-islandia-blue-gin",
    name: "Old Islandia Blue Gin",
    distillery: "Volcanic Drinks",
    distilleryRef: "volcanic-drinks-distillery",
    price: "$37",
    alcohol: "37.5% vol",
    type: "Blue",
    description:
      "A striking blue edition of Old Islandia Gin from Volcanic Drinks, built on the spiced Old Islandia base and made to stand out in the glass.",
    longDescription:
      "Old Islandia Blue Gin is the most eye-catching member of the Old Islandia family from Volcanic Drinks, whose original gin is often described as one of the first made in Iceland. The documented base botanicals are juniper, coriander, ginger and angelica, and that is what the botanical list shows: we have not been able to confirm what gives this edition its colour, and the strength shown is indicative. Blue gins are usually coloured in one of two ways. Some use butterfly pea flower, a natural pigment that turns violet or pink when tonic or citrus is added; others use a stable colouring that stays blue in the glass. A simple test will tell you which you have: add a squeeze of lemon to a small pour and watch. In the glass, expect the same approachable character as the original, with firm juniper, herbal notes and a warm ginger finish, in a form that brings a splash of colour to a drinks table. Serve it with a clear tonic in a tall glass, or use it in citrus cocktails where the colour can play its part.",
    botanicals: ["Juniper", "Coriander", "Ginger", "Angelica Root"],
    tastingNotes: {
      nose: "Juniper and earthy herbs with a touch of warm spice.",
      palate: "Smooth and gently sweet, with ginger warmth behind the juniper.",
      finish: "Warm and fairly short.",
    },
    awards: [],
    servingSuggestions: [
      "With a clear tonic in a tall glass",
      "With a squeeze of lemon to test for a colour change",
      "In simple citrus cocktails",
    ],
  },
  {
    id: 15,
    slug: "marberg-gin",
    name: "Marberg Gin",
    distillery: "Þoran Distillery",
    distilleryRef: "thoran-distillery",
    price: "$54",
    alcohol: "40% vol",
    type: "Maritime",
    description:
      "A coastal London Dry gin from Hafnarfjörður, seasoned with Icelandic dulse and angelica root and cut with spring water from Kaldárbotnar.",
    longDescription:
      "Marberg comes from Þoran Distillery in Hafnarfjörður, founded by Birgir Már Sigurðsson, a graphic designer and long-time whisky enthusiast who has worked at Highland Park on Orkney. His aim was a serious Icelandic gin rather than a souvenir with Vikings and puffins on the label, so he tied it to the sea and the coastline instead, and the name joins the old Icelandic words for sea and rock. Marberg is a London Dry gin. A neutral spirit made from organic French wheat is redistilled in a 500-litre still with eight botanicals: juniper, lemon peel, black pepper, Icelandic angelica root, coriander seed, grapefruit, orris root and Icelandic dulse (söl), the red seaweed that gives the gin its faint saline note. It is cut to strength with water from the Kaldárbotnar springs above Hafnarfjörður. Birgir made around a hundred trial versions, narrowed them down with professional tasters and settled on the final recipe in 2018; the gin reached bars in January 2019. The strength shown is indicative. In the glass it is classic and precise, with citrus and pepper over juniper and a clean, coastal finish.",
    botanicals: ["Juniper", "Lemon Peel", "Black Pepper", "Angelica Root", "Coriander", "Grapefruit Peel", "Orris Root", "Dulse"],
    tastingNotes: {
      nose: "Juniper and bright citrus peel with cracked pepper and a faint sea-air note.",
      palate: "Crisp and structured, with grapefruit, coriander spice and a gentle savoury salinity.",
      finish: "Clean and dry, with pepper and a whisper of the sea.",
    },
    awards: [],
    servingSuggestions: [
      "With tonic and a slice of pink grapefruit",
      "In a dry martini with an olive",
      "With oysters, shellfish or cured fish",
    ],
    cocktailSuggestions: [
      {
        name: "Coastal Martini",
        ingredients: ["60 ml (2 oz) Marberg Gin", "15 ml (0.5 oz) dry vermouth", "1 green olive or a strip of lemon peel"],
        instructions:
          "Stir the gin and vermouth with ice until very cold, strain into a chilled martini glass and garnish with the olive or lemon peel.",
      },
      {
        name: "Grapefruit & Tonic",
        ingredients: ["50 ml (1.7 oz) Marberg Gin", "150 ml (5 oz) tonic water", "1 slice of pink grapefruit"],
        instructions: "Fill a large glass with ice, add the gin and grapefruit slice, top with tonic water and stir gently.",
      },
    ],
  },
  {
    id: 16,
    slug: "studlaberg-gin",
    name: "Stuðlaberg Gin",
    distillery: "Stuðlaberg Distillery",
    distilleryRef: "studlaberg-distillery",
    price: "$52",
    alcohol: "40% vol",
    type: "Premium",
    description:
      "A notably smooth Hafnarfjörður gin named after Iceland's basalt columns, distilled under vacuum at low temperature.",
    longDescription:
      "Stuðlaberg is the Icelandic word for columnar basalt, the rows of hexagonal rock columns formed as lava cooled slowly, familiar from places such as Reynisfjara beach and the Svartifoss waterfall. The gin that borrows the name is made in Hafnarfjörður, and its story began as a home-distilling hobby in a local garage, where the recipe was worked on for years before it became a commercial product. What sets its production apart is vacuum distillation: lowering the pressure in the still lets the spirit boil at a much lower temperature than in a conventional pot or column still. Distillers who use the method say it treats delicate botanical aromas more gently and gives a softer spirit, and smoothness is exactly what the makers emphasise. The gin has been shipped to several export markets, from Norway to the United States. We have not been able to confirm the full botanical recipe or bottling strength, so the botanical list and ABV describe the style rather than a published specification. Expect a soft, rounded contemporary gin, with juniper, gentle citrus and light herbs, that works equally well neat over ice, in a French 75 or in a Negroni.",
    botanicals: ["Juniper", "Angelica Root", "Arctic Thyme", "Lemon Peel", "Coriander"],
    tastingNotes: {
      nose: "Soft juniper and citrus with a delicate herbal lift.",
      palate: "Very smooth and rounded, with gentle pine, lemon and light spice.",
      finish: "Soft and medium-length, with a clean herbal fade.",
    },
    awards: [],
    servingSuggestions: [
      "Neat over a large ice cube to appreciate the texture",
      "With a premium light tonic and a lemon twist",
      "In a French 75 or a Negroni",
    ],
    cocktailSuggestions: [
      {
        name: "French 75",
        ingredients: [
          "30 ml (1 oz) Stuðlaberg Gin",
          "15 ml (0.5 oz) fresh lemon juice",
          "10 ml (0.3 oz) sugar syrup",
          "75 ml (2.5 oz) chilled sparkling wine",
        ],
        instructions: "Shake the gin, lemon juice and syrup with ice, strain into a flute and top with the sparkling wine.",
      },
      {
        name: "Basalt Negroni",
        ingredients: ["30 ml (1 oz) Stuðlaberg Gin", "30 ml (1 oz) Campari", "30 ml (1 oz) sweet vermouth"],
        instructions:
          "Stir all ingredients with ice, strain over a large ice cube in a rocks glass and garnish with an orange twist.",
      },
    ],
  },
  {
    id: 17,
    slug: "vor-gin",
    name: "Vor Gin",
    distillery: "Eimverk Distillery",
    distilleryRef: "eimverk-distillery",
    price: "$50",
    alcohol: "47% vol",
    type: "Unfiltered",
    description:
      "A pioneering, pot-distilled gin from Eimverk, makers of Flóki whisky, built on Icelandic barley and entirely Nordic botanicals, with no citrus at all.",
    longDescription:
      "Vor means spring in Icelandic, and this gin comes from Eimverk Distillery, the family business of the Þorkelsson brothers in Garðabær, just outside Reykjavík, better known for Flóki, Iceland's first single malt whisky. Eimverk was founded in 2009 and set out to make spirits from Icelandic barley, and Vor follows the same grain-to-glass idea. Its base is not the usual neutral spirit but a barley spirit from Eimverk's pot stills, distilled to a lower strength so that some of the grain's character remains; for that reason some writers point out that it does not strictly meet the EU definition of gin. The botanicals are all Nordic and largely Icelandic: juniper, crowberry, angelica, birch leaf, Arctic thyme, kale, sweet kelp, Icelandic moss and rhubarb, with no citrus. The gin is not chill-filtered, so it may turn slightly cloudy with tonic. The result is earthy, malty and herbal, closer in weight to a genever than a London Dry, and it won Double Gold at the San Francisco World Spirits Competition in 2014. The strength shown is indicative; check the label. Try it neat, in a Tom Collins or in a martini.",
    botanicals: ["Juniper", "Rhubarb", "Crowberry", "Angelica Root", "Arctic Thyme", "Kale", "Kelp", "Icelandic Moss"],
    tastingNotes: {
      nose: "Juniper and tart rhubarb over a malty, bready barley note.",
      palate: "Full and earthy, with green herbs, a savoury vegetal touch and cereal sweetness.",
      finish: "Long and herbal, with a faint minty coolness.",
    },
    awards: ["Double Gold – San Francisco World Spirits Competition 2014"],
    servingSuggestions: [
      "Neat or over a single ice cube",
      "In a Tom Collins, where the barley base adds depth",
      "With tonic, accepting a little cloudiness",
    ],
    cocktailSuggestions: [
      {
        name: "Tom Collins",
        ingredients: [
          "50 ml (1.7 oz) Vor Gin",
          "25 ml (0.85 oz) fresh lemon juice",
          "15 ml (0.5 oz) sugar syrup",
          "100 ml (3.4 oz) soda water",
        ],
        instructions:
          "Shake the gin, lemon juice and syrup with ice, strain into an ice-filled Collins glass, top with soda water and garnish with a lemon slice.",
      },
      {
        name: "Nordic Martini",
        ingredients: ["60 ml (2 oz) Vor Gin", "15 ml (0.5 oz) dry vermouth", "1 thin slice of fresh rhubarb (optional)"],
        instructions:
          "Stir the gin and vermouth with ice until well chilled, strain into a chilled coupe and garnish with the rhubarb slice.",
      },
    ],
  },
  {
    id: 18,
    slug: "vor-barrel-aged-gin",
    name: "Vor Barrel Aged Gin",
    distillery: "Eimverk Distillery",
    distilleryRef: "eimverk-distillery",
    price: "$89",
    alcohol: "47% vol",
    type: "Barrel Aged",
    description: "Eimverk's barley-based Vor gin rested in oak, released in a limited batch of 500 bottles.",
    longDescription:
      "Vor Barrel Aged Gin takes Eimverk's barley-based Vor gin and rests it in oak barrels, the same kind of step the distillery takes with its Flóki whisky. It was released as a batch of 500 bottles, so it is an occasional find rather than a shelf staple. Because Vor starts from a characterful barley spirit rather than a neutral one, it takes to wood more naturally than most gins: the cask softens the herbal edges and adds vanilla, spice and a gentle tannic dryness, while the malty base links the whole thing back to whisky. Iceland has no oak forests of its own, so the casks are necessarily brought in from abroad; we have not been able to confirm the cask type or exact ageing time, and the strength shown is indicative. The botanicals are those of Vor itself, an all-Nordic set with no citrus: juniper, rhubarb, crowberry, angelica, Arctic thyme, Icelandic moss, sweet kelp and birch leaf, with kale. The result sits somewhere between an aged genever and a young whisky. Sip it neat or with a drop of water, or use it in stirred drinks such as an Old Fashioned or a Negroni.",
    botanicals: ["Juniper", "Rhubarb", "Crowberry", "Angelica Root", "Arctic Thyme", "Icelandic Moss", "Kelp", "Birch"],
    tastingNotes: {
      nose: "Vanilla and toasted oak over juniper, malt and dried herbs.",
      palate: "Rounded and warming, with caramel, baking spice, rhubarb tartness and cereal depth.",
      finish: "Long and gently tannic, with oak, herbs and a malty echo.",
    },
    awards: [],
    servingSuggestions: [
      "Neat or with a drop of water, like a whisky",
      "In an Old Fashioned or a Negroni",
      "With a dry ginger ale and an orange twist",
    ],
    cocktailSuggestions: [
      {
        name: "Barrel Gin Old Fashioned",
        ingredients: [
          "60 ml (2 oz) Vor Barrel Aged Gin",
          "5 ml (0.17 oz) rich sugar syrup",
          "2 dashes aromatic bitters",
          "1 strip of orange peel",
        ],
        instructions:
          "Stir the gin, syrup and bitters with ice, strain over a large ice cube in a rocks glass and express the orange peel over the top.",
      },
      {
        name: "Aged Negroni",
        ingredients: ["30 ml (1 oz) Vor Barrel Aged Gin", "30 ml (1 oz) Campari", "30 ml (1 oz) sweet vermouth"],
        instructions:
          "Stir all ingredients with ice, strain over a large ice cube in a rocks glass and garnish with an orange slice.",
      },
    ],
  },
  {
    id: 19,
    slug: "helviti-gin",
    name: "Helvíti Gin",
    distillery: "Reykjavík Distillery",
    distilleryRef: "reykjavik-distillery",
    price: "$62",
    alcohol: "57% vol",
    type: "Navy Strength",
    description:
      "A fiery, high-strength gin named after the Icelandic word for hell, bottled at navy strength for cocktails with real backbone.",
    longDescription:
      "Helvíti is Icelandic for hell, a fitting name in a country where medieval Europeans believed the volcano Hekla was a gateway to the underworld. The gin lives up to the name through strength rather than gimmickry: at 57% vol it is bottled at navy strength, the traditional benchmark for gins that need to stand up in cocktails. The term comes from the Royal Navy, and the often-told story is that gin at this strength could spill on gunpowder without stopping it from firing. Whatever the truth of the tale, high-strength gin carries more botanical flavour per measure, so it is not diluted into the background by citrus, sugar or tonic. Published details about this bottling are limited, so we cannot confirm its recipe, still type or release history; the botanical list describes the style rather than a published specification. Expect concentrated juniper, peppery spice and a warm, mouth-filling texture. Use it with respect: a little water opens it up when sipping, and in a gimlet, a Negroni or a long gin and tonic it delivers a flavour a standard-strength gin cannot match. Keep measures sensible.",
    botanicals: ["Juniper", "Black Pepper", "Angelica Root", "Arctic Thyme", "Lemon Peel"],
    tastingNotes: {
      nose: "Intense juniper and cracked pepper, with warmth even before tasting.",
      palate: "Bold and mouth-filling, with resinous pine, spice and a herbal core that opens with water.",
      finish: "Long, hot and peppery.",
    },
    awards: [],
    servingSuggestions: [
      "With a splash of water to open it up",
      "In a gimlet or Negroni that needs backbone",
      "In a long gin and tonic with plenty of ice",
    ],
  },
  {
    id: 20,
    slug: "freyja-gin",
    name: "Freyja Gin",
    distillery: "Freyja Distillery",
    distilleryRef: "freyja-distillery",
    price: "$44",
    alcohol: "40% vol",
    type: "Craft",
    description: "A craft gin named after Freyja, the Norse goddess of love and beauty, in a bright, gently fruity Nordic style.",
    longDescription:
      "Freyja Gin takes its name from Freyja, one of the most prominent goddesses of Norse mythology, associated with love, beauty and fertility, and said to ride in a chariot drawn by cats. Her stories survive largely thanks to medieval Icelandic writers, above all in the Eddas, which is why so many Icelandic products reach for her name. The gin comes from Freyja Distillery. Published information about its production is limited, so we cannot confirm its recipe, still type or release history; the botanical list and strength shown describe the style rather than a published specification. As a style, it sits at the softer, brighter end of Nordic gin, with juniper in the lead but room for tart Icelandic fruit such as rhubarb and a herbal note of the kind Arctic thyme gives. That makes it an easy, approachable gin rather than a challenging one. Serve it with a light tonic and a few fresh berries, or with elderflower tonic for a floral lift. It also suits a Bramble-style drink made with Icelandic crowberry or blueberry syrup in place of the usual blackberry liqueur.",
    botanicals: ["Juniper", "Rhubarb", "Arctic Thyme", "Lemon Peel"],
    tastingNotes: {
      nose: "Juniper with tart rhubarb and a soft floral note.",
      palate: "Light and bright, with citrus, gentle fruit and a herbal touch.",
      finish: "Clean and fresh, fairly short.",
    },
    awards: [],
    servingSuggestions: [
      "With a light tonic and fresh berries",
      "With elderflower tonic",
      "In a Bramble made with crowberry or blueberry syrup",
    ],
    shopQuery: "Freyja gin Iceland",
  },
  {
    id: 21,
    slug: "icelandic-juniper-gin",
    name: "Icelandic Juniper Gin",
    distillery: "Reykjavík Distillery",
    distilleryRef: "reykjavik-distillery",
    price: "$46",
    alcohol: "42% vol",
    type: "Bold",
    description: "A juniper-first gin celebrating einir, the low, hardy juniper that is Iceland's only native conifer.",
    longDescription:
      "Juniper is the one botanical every gin must have, and Iceland has its own: common juniper (Juniperus communis), known in Icelandic as einir, the country's only native conifer. It grows as a low, creeping shrub on heaths and in birch scrub, hugging the ground against the wind, and its berries take two to three years to ripen, so a single bush carries green and blue-black berries at the same time. Wild juniper of this kind tends to be intensely aromatic, with resinous pine, a little citrus and a peppery bite. This gin is built to put that flavour first, with only a few supporting botanicals in the background. Published details about this bottling are limited, so we cannot confirm how much of its juniper is Icelandic-grown, nor its exact recipe; the botanical list describes the style rather than a published specification, and the strength shown is indicative. What you can expect is a bold, classic, juniper-forward gin for people who like their gin to taste unmistakably of gin. It shines in a very dry martini, in a gin fizz or simply over ice with a twist of lemon.",
    botanicals: ["Juniper", "Angelica Root", "Coriander", "Birch"],
    tastingNotes: {
      nose: "Big, resinous juniper with pine needles and a hint of citrus.",
      palate: "Bold and dry, with pine, pepper and a firm, oily texture.",
      finish: "Long and piney, with a clean, bitter edge.",
    },
    awards: [],
    servingSuggestions: ["In a very dry martini", "Over ice with a twist of lemon", "With a classic Indian tonic"],
    cocktailSuggestions: [
      {
        name: "Extra Dry Martini",
        ingredients: ["70 ml (2.4 oz) Icelandic Juniper Gin", "5 ml (0.17 oz) dry vermouth", "1 strip of lemon peel"],
        instructions:
          "Stir the gin and vermouth with plenty of ice, strain into a frozen martini glass and express the lemon peel over the top.",
      },
      {
        name: "Gin Fizz",
        ingredients: [
          "50 ml (1.7 oz) Icelandic Juniper Gin",
          "25 ml (0.85 oz) fresh lemon juice",
          "15 ml (0.5 oz) sugar syrup",
          "60 ml (2 oz) soda water",
        ],
        instructions:
          "Shake the gin, lemon juice and syrup hard with ice, strain into a chilled highball glass without ice and top with soda water.",
      },
    ],
  },
  {
    id: 22,
    slug: "eve-online-limited-edition-gin",
    name: "EVE Online Limited Edition Gin",
    distillery: "64° Reykjavík Distillery",
    distilleryRef: "64-reykjavik-distillery",
    price: "$95",
    alcohol: "45% vol",
    type: "Limited Edition",
    description:
      "A limited-edition gin tied to EVE Online, the space game made in Reykjavík by CCP Games, and aimed squarely at collectors and fans.",
    longDescription:
      "EVE Online is one of Iceland's best-known exports: a vast science-fiction game set in a single shared universe, developed by CCP Games in Reykjavík since its launch in 2003. For years, thousands of players travelled to Reykjavík each spring for EVE Fanfest, held at the Harpa concert hall, and local bars and breweries joined in with EVE-themed drinks. This limited-edition gin belongs to that tradition of fan merchandise, and its appeal is as much the bottle and the connection to the game as what is inside. We have not been able to confirm the release year, batch size, recipe or the details of the partnership behind it, so the botanical list, strength and price shown describe the style rather than published figures; treat availability with caution and check the shop listing before planning around it. As a style, expect a modern Icelandic gin with juniper, Arctic thyme and a dark-berry note, made for sipping and for showing off. If you get hold of a bottle, classic cocktails with a touch of theatre suit it well: an Aviation, with its violet hue, or a Last Word.",
    botanicals: ["Juniper", "Arctic Thyme", "Angelica Root", "Crowberry", "Lemon Peel"],
    tastingNotes: {
      nose: "Juniper and wild thyme with a dark-berry note.",
      palate: "Medium-bodied, with pine, herbs, tart berry fruit and citrus.",
      finish: "Dry and fairly long, with lingering thyme.",
    },
    awards: [],
    servingSuggestions: [
      "Neat in a small glass for collectors opening a bottle",
      "With a premium tonic and a lemon twist",
      "In an Aviation or a Last Word",
    ],
    cocktailSuggestions: [
      {
        name: "Aviation",
        ingredients: [
          "50 ml (1.7 oz) EVE Online Limited Edition Gin",
          "15 ml (0.5 oz) maraschino liqueur",
          "7.5 ml (0.25 oz) crème de violette",
          "20 ml (0.7 oz) fresh lemon juice",
        ],
        instructions: "Shake all ingredients with ice, double-strain into a chilled coupe and garnish with a cherry.",
      },
      {
        name: "Last Word",
        ingredients: [
          "22.5 ml (0.75 oz) EVE Online Limited Edition Gin",
          "22.5 ml (0.75 oz) green Chartreuse",
          "22.5 ml (0.75 oz) maraschino liqueur",
          "22.5 ml (0.75 oz) fresh lime juice",
        ],
        instructions: "Shake all ingredients with ice and double-strain into a chilled coupe.",
      },
    ],
  },
  {
    id: 23,
    slug: "icelandic-eagle-gin",
    name: "Icelandic Eagle Gin",
    distillery: "Volcanic Drinks",
    distilleryRef: "volcanic-drinks-distillery",
    price: "$38",
    alcohol: "40% vol",
    type: "Heritage",
    description:
      "A gin from Volcanic Drinks inspired by the eagle, one of the four guardian spirits of Iceland from saga tradition.",
    longDescription:
      "Icelandic Eagle Gin is part of the Icelandic Mountain Spirits collection from Volcanic Drinks, the producer of Old Islandia, and gin guides date it to around 2016. Its theme is the landvættir, the four guardian spirits of Iceland. According to Snorri Sturluson's Heimskringla, a Danish king sent a wizard to spy out the island in the shape of a whale; wherever he tried to land he was driven off, by a dragon in the east, a great bird in the north, a bull in the west and a mountain giant in the south. The four guardians still support the Icelandic coat of arms, and this gin takes the northern eagle as its emblem; look for the eagle and the Icelandic flag on the label. The gin is made with Icelandic water and traditional gin botanicals. We have not been able to confirm the full recipe or bottling strength, so both are shown as typical for the style. Expect a classic, easy-going gin with juniper, citrus and gentle spice rather than an experimental botanical profile. The producer's recommended serve is simple and very Icelandic: with ginger ale and a slice of lemon.",
    botanicals: ["Juniper", "Coriander", "Angelica Root", "Lemon Peel"],
    tastingNotes: {
      nose: "Fresh juniper and lemon with a light spice note.",
      palate: "Smooth and easy, with pine, citrus and a touch of coriander.",
      finish: "Clean and short.",
    },
    awards: [],
    servingSuggestions: [
      "With ginger ale and a slice of lemon, the producer's recommended serve",
      "With a classic tonic and plenty of ice",
      "In simple highballs and punches",
    ],
  },
  {
    id: 24,
    slug: "vor-sloe-gin",
    name: "Vor Sloe Gin",
    distillery: "Eimverk Distillery",
    distilleryRef: "eimverk-distillery",
    price: "$48",
    alcohol: "37.5% vol",
    type: "Flavored",
    description:
      "A sloe gin from the Vor range at Eimverk Distillery, combining the distillery's barley-based gin with the tart, plummy fruit of the sloe.",
    longDescription:
      "Alongside the original Vor and its barrel-aged version, Eimverk Distillery's Vor range has included a sloe gin. Sloe gin is a long-established tradition in Britain and elsewhere in northern Europe: the small, astringent fruit of the blackthorn is steeped in gin with sugar for weeks or months, drawing out a deep ruby colour and a flavour somewhere between plum, almond and cherry. Blackthorn is not a traditional Icelandic crop, so this is Eimverk applying a classic recipe to its own distinctly Icelandic base rather than a homegrown tradition. That base is the point of interest: Vor is made from a barley spirit distilled in Eimverk's pot stills, with Nordic botanicals such as Arctic thyme and angelica, so the sloe fruit meets a maltier, more herbal gin than usual. Details of this bottling are limited. We have not been able to confirm its strength, sweetness or current availability; the ABV shown is a placeholder at the bottom of the gin range, and sloe gins are often bottled lower, so check the label. Serve it neat and lightly chilled, over ice with a twist of orange, or in a Sloe Gin Fizz.",
    botanicals: ["Sloe", "Juniper", "Angelica Root", "Arctic Thyme"],
    tastingNotes: {
      nose: "Ripe plum and cherry with a hint of almond and juniper.",
      palate: "Sweet-tart and rich, with dark fruit, a malty base and a herbal thread.",
      finish: "Medium-long, with fruit and a gentle, drying astringency.",
    },
    awards: [],
    servingSuggestions: [
      "Neat and lightly chilled after dinner",
      "Over ice with a twist of orange",
      "In a Sloe Gin Fizz or topped with sparkling wine",
    ],
  },
];

/**
 * The 25th gin in the list. Its detail page is rendered from the generic spirit table
 * (/spirit/og-natura-gin), so its id is its slug and it carries a category.
 */
export const spiritTableGin: ProductRecord = {
  id: "og-natura-gin",
  slug: "og-natura-gin",
  name: "Og Natura Gin",
  category: "gin",
  distillery: "Og Natura",
  distilleryRef: "og-natura",
  price: "$46",
  alcohol: "40% vol",
  type: "Craft",
  description:
    "A gin from Og Natura, the Icelandic drinks line built on wild-grown local ingredients, best known for reviving Iceland's homemade crowberry wine.",
  longDescription:
    "Og Natura is a drinks line from Íslensk Hollusta, an Icelandic organic food company managed by Ragnheiður Axel Eyjólfsdóttir, known as Raxel. The concept is simple: make drinks from local, wild-grown ingredients, from wine to gin. The line is best known for its crowberry wine, which revives the only real wine-making tradition Iceland has; families once made crowberry wine in basements and garages, and Raxel collected old family recipes before developing her own. Crowberries (krækiber), small, dark and bitter, grow in abundance on Icelandic heathland, and their thick, tannic skins help the wine keep and age. The gin follows the same philosophy of wild Icelandic ingredients. We have not been able to confirm its exact name on the label, its botanical recipe or its bottling strength, so the botanicals and ABV shown describe the style rather than a published specification, and the shop search uses the brand name. As a style, expect a gin where juniper is joined by foraged notes of the kind crowberry, Arctic thyme and angelica bring: dark berry, wild herbs and an earthy dryness. Serve it with a light tonic, or try it in a Bramble made with crowberry syrup.",
  botanicals: ["Juniper", "Crowberry", "Arctic Thyme", "Angelica Root"],
  tastingNotes: {
    nose: "Juniper with dark berry and wild herb notes.",
    palate: "Dry and earthy, with tart berry fruit and a herbal middle.",
    finish: "Medium-length and gently tannic.",
  },
  awards: [],
  servingSuggestions: [
    "With a light tonic and a few berries",
    "In a Bramble made with crowberry syrup",
    "Alongside Icelandic cheese and cured meats",
  ],
  shopQuery: "Og Natura gin",
};
