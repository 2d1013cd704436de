import type { BlogPostRecord } from "../../schema";

export const post: BlogPostRecord = {
  slug: "uncovering-benefits-icelandic-glacial-water",
  title: "Uncovering the Benefits of Icelandic Glacial Water",
  excerpt:
    "Lava-filtered, soft and naturally alkaline: what Icelandic glacial and spring water really is, why distillers value it, and which claims about it hold water.",
  publishedDate: "2023-01-30",
  readTime: "6 min read",
  category: "Education",
  isLocal: true,
  content: `
<p>Ask an Icelandic distiller what makes their spirit special and water will come up within the first minute. It is not just marketing. Water makes up more than half of every bottle of gin or vodka, and Iceland happens to have some of the cleanest, softest water in the world. In this article we look at where that water comes from, what "glacial water" actually means, why it matters in the glass, and which of the popular claims about it deserve a little caution.</p>

<h2>What "glacial water" really means</h2>
<p>Around a tenth of Iceland is covered by glaciers, so it is natural to imagine distillers chipping ice from Vatnajökull. The reality is more interesting. Most of the water that Icelanders drink, and that distillers use, is <strong>groundwater</strong>: rain and snowmelt, some of it fed by glaciers, that has soaked into the ground and travelled slowly through layers of porous lava and basalt before emerging at a spring or being drawn from a borehole.</p>
<p>Glacial rivers themselves are often cloudy with fine rock flour and are not what you want in a spirit. The prized water is the water that has been through the rock. So when a label says "glacial water", read it as shorthand for cold spring water from a landscape shaped by ice and fire.</p>

<h2>Nature's filter: lava rock</h2>
<p>Iceland sits on the Mid-Atlantic Ridge, and much of the country is built from young volcanic rock. Lava fields are full of cracks, bubbles and channels, which lets water sink in quickly and then move underground for long periods. On the way, the rock acts as a natural filter, removing particles and much of what surface water picks up from soil and vegetation.</p>
<p>The result is water that is clean enough to drink straight from the tap across most of the country, usually with no treatment at all. Visitors are often surprised to learn that the cold tap in a Reykjavík hotel is delivering spring water, while the hot tap, heated geothermally, can carry a faint smell of sulphur. For distillers, the cold supply is what counts.</p>

<h2>Soft and naturally alkaline</h2>
<p>Icelandic spring water is typically <strong>soft</strong>: low in dissolved calcium and magnesium compared with the hard water of many chalk and limestone regions in Europe. It is also often slightly <strong>alkaline</strong>. Some Icelandic spring waters are quoted at a pH of 8.4, comfortably above the neutral point of 7, which is why bottled Icelandic water is frequently sold on its natural alkalinity.</p>
<p>For a distiller, softness is the more useful quality. Minerals that are harmless in drinking water can cause haze, off-notes or a chalky edge when a high-strength spirit is diluted. Soft, clean water lets the botanicals and the base spirit speak without interference.</p>

<h2>Why water matters so much in gin</h2>
<p>Gin usually leaves the still at a much higher strength than it is sold at. Before bottling, the distiller adds water to bring it down to its final strength, a step called <em>reduction</em> or <em>proofing</em>. A gin at 40% vol is roughly 60% water; even a gin at 47% vol is more than half water. If that water has its own taste, it ends up in every glass.</p>
<p>Several producers put their water front and centre:</p>
<ul>
<li><strong>Reyka Vodka</strong>, made in Borgarnes since 2005, uses water from the Grábrók spring, which runs through a lava field around 4,000 years old, and filters its spirit through lava rock. The distillery also runs on geothermal energy. Find it among our <a href="/premium-vodkas">premium vodkas</a>.</li>
<li><strong>Marberg</strong> from <a href="/all-distillery/thoran-distillery">Þoran Distillery</a> in Hafnarfjörður draws its water from the nearby Kaldárbotnar springs. See <a href="/gin/marberg-gin">Marberg Gin</a>.</li>
<li><strong>Martin Miller's Gin</strong> is distilled in England but shipped to Borgarnes, where it is reduced and bottled with Icelandic spring water. It is not an Icelandic gin, but it shows how far some producers will go for Icelandic water.</li>
</ul>
<p>Barley-based spirits benefit too. Eimverk in Garðabær, maker of <a href="/gin/vor-gin">Vor gin</a> and Flóki whisky, works with 100% Icelandic barley, grown in part on the family's own farm near Hella. You can explore its whiskies among our <a href="/premium-whiskies">premium whiskies</a>.</p>

<h2>Clean energy, clean process</h2>
<p>Water shapes Icelandic distilling in a second way. Nearly all of Iceland's electricity comes from hydropower and geothermal energy, and geothermal heat warms most homes. Distilling is energy-hungry, since stills have to be heated and then cooled, so producing spirits on renewable power is a real advantage, not just a slogan.</p>

<h2>The health claims: a word of caution</h2>
<p>Alkaline water is often promoted with bold health promises, from better hydration to balancing the body's pH. We would treat those with care. Your stomach is strongly acidic, and the body regulates the pH of the blood tightly whatever you drink, so there is little good evidence that a pH of 8.4 rather than 7 makes a meaningful difference to health. And once water is blended into a spirit at 40% vol or more, any talk of health benefits is beside the point.</p>
<p>The real benefits of Icelandic water are simpler and more convincing:</p>
<ul>
<li>it is exceptionally clean and low in contaminants;</li>
<li>it is soft, so it does not cloud or flatten a delicate spirit;</li>
<li>it is cold and abundant, which helps in production, for example in cooling the condensers;</li>
<li>it is a genuine part of the place, which is exactly what drinkers of a regional spirit are looking for.</li>
</ul>

<h2>Taste the difference yourself</h2>
<p>You can explore the role of water at home with a simple experiment:</p>
<ol>
<li>Pour 25 ml (0.85 oz) of an Icelandic gin into two small glasses.</li>
<li>Add 5 ml (0.17 oz) of still mineral water with a high mineral content to one, and 5 ml (0.17 oz) of a soft, low-mineral water to the other.</li>
<li>Nose and taste both. Many people find the soft-water glass brighter and more aromatic.</li>
</ol>
<p>The same thinking applies to ice, which melts into your drink: when you pour 50 ml (1.7 oz) gin over ice and top it with 150 ml (5 oz) tonic, cubes made from clean, soft water are worth the effort.</p>

<h2>The bottom line</h2>
<p>Icelandic "glacial" water is mostly spring water filtered through lava, naturally soft and often mildly alkaline. It will not work miracles for your health, but it does give distillers a clean, neutral foundation that lets juniper, Arctic thyme, angelica and birch shine. That is one reason Icelandic spirits taste the way they do. To learn more, see <a href="/why-icelandic-gin">why Icelandic gin</a> stands apart, or browse our <a href="/premium-gins">premium Icelandic gins</a>.</p>
`,
};
