import type { BlogPostRecord } from "../../schema";

export const post: BlogPostRecord = {
  slug: "uncovering-smoky-secrets-black-lava-salt",
  title: "Uncovering the Smoky Secrets of Black Lava Salt",
  excerpt:
    "Black lava salt turns an ordinary rim into a volcanic statement. Learn what it really is, how to pair it with gin and whisky, and try three recipes at home.",
  publishedDate: "2023-03-16",
  readTime: "5 min read",
  category: "Education",
  isLocal: true,
  content: `
<p>Few garnishes look as dramatic as a rim of jet-black salt on a glass. Black lava salt has become a favourite of bartenders who want a drink to look like it came straight from a volcanic beach, and it suits Icelandic spirits perfectly. But what exactly is it, does it really taste smoky, and how do you use it well? Here is everything you need to know, plus three recipes for gin and whisky.</p>

<h2>What black lava salt really is</h2>
<p>Despite the name, black lava salt is not dug out of a lava field. It is sea salt, usually flaky or coarse, blended with <strong>activated charcoal</strong>. The charcoal coats the crystals and gives them their deep black colour and a slightly silky feel. The "lava" part of the name describes the look, which recalls the black sand beaches of Iceland's south coast and other volcanic islands.</p>
<p>Iceland has its own version. Saltverk, which harvests flaky sea salt in the Westfjords using geothermal heat, makes a Lava Salt of Icelandic sea salt blended with activated charcoal. Whatever the brand, check that the label lists only salt and food-grade activated charcoal.</p>

<h2>The "smoky" secret</h2>
<p>Here is the honest answer: activated charcoal has very little flavour of its own. Black lava salt tastes mostly of clean sea salt, perhaps with a faint mineral, earthy edge; some makers say the charcoal rounds off the sharper bite of plain salt. The smokiness people talk about is largely a trick of the eye. When a glass looks like it has been dipped in volcanic ash, your brain expects smoke, and the suggestion is strong.</p>
<p>That is exactly why it works so well with drinks that bring their own smoke or minerality. Pair it with a smoky whisky and the rim reinforces what is in the glass. Pair it with a herbal, coastal gin and the salt lifts the citrus and sharpens the botanicals, just as a pinch of salt does in cooking. If you would like the rim itself to taste smoky, mix in a little smoked sea salt; Saltverk, for one, also makes a birch-smoked salt.</p>

<h2>How to rim a glass like a bartender</h2>
<ol>
<li>Spread a thin layer of black lava salt on a small plate.</li>
<li>Run a wedge of lemon, lime or grapefruit around the outside edge of the glass only, so no salt falls into the drink.</li>
<li>Roll the outer edge through the salt, holding the glass at an angle, rather than pressing it straight down.</li>
<li>Consider salting only half the rim. Guests can then choose salty or clean sips.</li>
<li>Rim the glass before you pour, and chill it afterwards if the recipe calls for a cold glass.</li>
</ol>
<p>Want to make your own? Mix about 2 tablespoons of flaky sea salt with roughly ¼ teaspoon of food-grade activated charcoal powder and stir until evenly coated. A little goes a long way, and the powder is messy, so work over a tray.</p>

<h2>Recipe 1: The Black Sand Salty Dog</h2>
<p>The Salty Dog is a classic of gin or vodka, grapefruit and a salted rim. With an Icelandic gin and a black rim, it becomes a drink that looks like a walk on a volcanic beach.</p>
<ul>
<li>50 ml (1.7 oz) Icelandic gin</li>
<li>100 ml (3.4 oz) fresh pink grapefruit juice</li>
<li>Black lava salt for the rim</li>
<li>Ice and a grapefruit wedge</li>
</ul>
<p>Rim a highball glass with black lava salt, fill it with ice, add the gin and grapefruit juice and stir gently. Garnish with the grapefruit wedge. A gin with a coastal, herbal profile such as <a href="/gin/marberg-gin">Marberg</a>, which includes Icelandic dulse among its botanicals, is a natural fit.</p>

<h2>Recipe 2: The Volcanic Gimlet</h2>
<ul>
<li>60 ml (2 oz) Icelandic gin</li>
<li>20 ml (0.7 oz) fresh lime juice</li>
<li>15 ml (0.5 oz) simple syrup</li>
<li>Black lava salt for a half rim</li>
</ul>
<p>Salt half the rim of a chilled coupe. Shake the gin, lime juice and syrup hard with ice and strain into the glass. The salt softens the lime's sharpness and makes the herbal notes pop. Try it with an Arctic thyme-driven gin like <a href="/gin/olafsson-gin">Ólafsson</a> or with <a href="/gin/vor-gin">Vor</a>.</p>

<h2>Recipe 3: The Smoke and Ash Whisky Sour</h2>
<ul>
<li>50 ml (1.7 oz) Icelandic single malt whisky</li>
<li>25 ml (0.8 oz) fresh lemon juice</li>
<li>15 ml (0.5 oz) simple syrup</li>
<li>1 egg white (optional)</li>
<li>Black lava salt for a half rim</li>
</ul>
<p>Salt half the rim of a rocks glass. Shake all the liquid ingredients without ice for ten seconds, then again with ice, and strain over a large cube. <a href="/spirit/floki-single-malt-whisky">Flóki Icelandic Single Malt</a> works well here, and if you want real smoke rather than the illusion of it, look for Eimverk's Sheep Dung Smoked Reserve, smoked in the traditional Icelandic way.</p>

<h2>More ways to use it</h2>
<ul>
<li><strong>Gin and tonic:</strong> skip the rim and drop a few crystals onto the ice for a slow hint of salinity.</li>
<li><strong>Brennivín:</strong> Iceland's caraway spirit is nicknamed "black death" after its black label. An ice-cold shot in a glass with a black salt rim is a playful nod to the name. Explore it in our <a href="/premium-brennivins">Brennivín</a> section.</li>
<li><strong>Neat whisky:</strong> serve a small dish of black salt with dark chocolate alongside a dram; a grain of salt on the chocolate brings out the malt.</li>
</ul>

<h2>A few practical notes</h2>
<p>Black lava salt is a garnish, not a health product, whatever some labels suggest. The amount on a rim is tiny, but activated charcoal can reduce how well some medicines are absorbed, so anyone taking regular medication may prefer a plain salt rim. The charcoal can also mark light-coloured napkins and counters, so wipe spills promptly. Store the salt in a dry, airtight jar to keep it free-flowing.</p>
<blockquote>Black lava salt will not change what is in your glass, but it changes how the whole drink feels, and with Icelandic spirits, the drama fits.</blockquote>
<p>Find a bottle to build on in our <a href="/premium-gins">premium Icelandic gins</a> and <a href="/premium-whiskies">Icelandic whiskies</a>, grab a jar of black salt and start experimenting. Please drink responsibly.</p>
`,
};
