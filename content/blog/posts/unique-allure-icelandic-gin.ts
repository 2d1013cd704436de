import type { BlogPostRecord } from "../../schema";

export const post: BlogPostRecord = {
  slug: "unique-allure-icelandic-gin",
  title: "The Unique Allure of Icelandic Gin",
  excerpt:
    "Wild Arctic botanicals, lava-filtered water and a young, inventive distilling scene: what gives Icelandic gin its character, and how to enjoy it at its best.",
  publishedDate: "2023-05-04",
  readTime: "7 min read",
  category: "Education",
  isLocal: true,
  content: `
<p>There are thousands of gins in the world, and most of them share the same core recipe: juniper, coriander, angelica, citrus peel. So why do gin lovers go out of their way to find a bottle from a small island in the North Atlantic? Icelandic gin has an allure that goes beyond its rarity. It tastes of a particular place, it comes from a handful of determined makers, and it carries a story that begins with a century of restrictions. Here is what sets it apart.</p>

<h2>A landscape you can taste</h2>
<p>Iceland's growing season is short and its summers are cool, with long days of soft light. Plants that survive here tend to be hardy and intensely aromatic, and many of them have found their way into gin. Icelandic distillers use a mix of classic and local botanicals, among them:</p>
<ul>
<li><strong>Juniper</strong> (<em>einir</em>): the backbone of every gin. A low, creeping juniper grows wild across Icelandic heaths and lava fields.</li>
<li><strong>Angelica</strong> (<em>hvönn</em>): a classic gin botanical that has been valued in the Nordic countries since Viking times. Icelandic angelica grows along rivers and streams and brings a musky, earthy depth.</li>
<li><strong>Arctic thyme</strong> (<em>blóðberg</em>): a tiny purple-flowered thyme that carpets dry ground in summer, with a fresh, herbal, slightly floral lift.</li>
<li><strong>Birch</strong>: Iceland's native downy birch adds woody, green and sometimes sweet notes.</li>
<li><strong>Crowberry and rhubarb</strong>: a dark wild berry of the heaths and a garden favourite that thrives in the Icelandic climate.</li>
<li><strong>Icelandic moss, kelp and dulse</strong> (<em>söl</em>): gifts from the heath and the shore that bring bitterness, minerality or a gentle saline edge.</li>
</ul>
<p>No two Icelandic gins use the same combination, but the shared larder gives the category a recognisable accent: herbal, fresh, often faintly coastal. We explore these plants in more depth in <a href="/blog/what-is-icelandic-gin-made-from">what Icelandic gin is made from</a>.</p>

<h2>Water from fire and ice</h2>
<p>More than half of every bottle of gin is water, added to bring the spirit down to bottling strength. In Iceland that water is usually spring water that has filtered through porous volcanic rock: soft, very clean and low in minerals. Producers make a point of it. Marberg, for instance, uses water from the Kaldárbotnar springs near Hafnarfjörður. Soft water lets delicate botanicals such as Arctic thyme come through clearly. Our article on <a href="/blog/uncovering-benefits-icelandic-glacial-water">Icelandic glacial water</a> explains the geology.</p>

<h2>Born from restriction</h2>
<p>Part of the allure is the story. Iceland introduced a total ban on alcohol in 1915. Spirits returned in 1935, but strong beer remained illegal until 1 March 1989, and retail sales still go through the state's Vínbúðin shops. Alcohol advertising is banned altogether. For most of the twentieth century, there was no space for independent distillers.</p>
<p>That changed in the 2000s and 2010s. A wave of small producers, many of them small family or founder-led businesses in and around the capital, started turning Icelandic ingredients into spirits. Because they cannot advertise, they have built their names on quality, competitions and the enthusiasm of visitors who carry bottles home. That makes every Icelandic gin on a shelf abroad feel like a small discovery.</p>

<h2>A small community of makers</h2>
<p>The scene is small enough to know by name, and each producer has a distinct personality:</p>
<ul>
<li><strong><a href="/all-distillery/eimverk-distillery">Eimverk Distillery</a></strong>, a family business in Garðabær founded in 2009, makes <a href="/gin/vor-gin">Vor gin</a> from its own barley spirit. Vor won a Double Gold medal at the San Francisco World Spirits Competition in 2014.</li>
<li><strong>Brunnur Distillery</strong> makes <a href="/gin/himbrimi-old-tom-gin">Himbrimi Old Tom</a>, a honey-sweetened gin with Arctic thyme and angelica that was named Best Compound Gin at the World Gin Awards in 2019.</li>
<li><strong>Eyland Spirits</strong> launched <a href="/gin/olafsson-gin">Ólafsson gin</a> in 2020, named after the eighteenth-century naturalist Eggert Ólafsson, who travelled the country describing its nature.</li>
<li><strong><a href="/all-distillery/thoran-distillery">Þoran Distillery</a></strong> in Hafnarfjörður makes <a href="/gin/marberg-gin">Marberg</a>, a London Dry with Icelandic angelica root and dulse.</li>
<li><strong>The 64° Reykjavík Distillery</strong> makes <a href="/gin/lundey-gin">Lundey</a>, a colour-changing butterfly pea gin at 43% vol, alongside aquavit and berry liqueurs.</li>
</ul>
<p>Visit our <a href="/distilleries">distilleries page</a> for profiles and a map of where they work.</p>

<h2>Many styles in a small country</h2>
<p>What surprises newcomers is the range. Iceland's handful of gin makers cover most of the classic styles:</p>
<ul>
<li><strong>London Dry</strong>, crisp and juniper-forward, as in Marberg.</li>
<li><strong>Old Tom</strong>, softer and slightly sweet, as in Himbrimi.</li>
<li><strong>Grain-forward</strong> gins such as Vor, where a barley spirit adds body and a cereal sweetness, in that respect closer in spirit to Dutch genever than to a neutral London Dry.</li>
<li><strong>Colour-changing</strong> gins such as Lundey, built for theatre in the glass.</li>
</ul>

<h2>How to enjoy Icelandic gin</h2>
<h3>Neat, first</h3>
<p>Start by tasting any Icelandic gin neat, at room temperature, with a few drops of water. This is the best way to pick out the local botanicals before ice and mixers take over.</p>

<h3>The Icelandic gin and tonic</h3>
<p>Fill a large glass with ice, add 50 ml (1.7 oz) gin and top with 150 ml (5 oz) of a light, dry tonic. Match the garnish to the gin: a sprig of thyme for a herbal gin, a strip of grapefruit or lemon peel for a citrus-led one, a few crowberries or blueberries for a fruitier bottle.</p>

<h3>A northern martini</h3>
<ul>
<li>60 ml (2 oz) Icelandic gin</li>
<li>10 ml (0.33 oz) dry vermouth</li>
<li>a twist of lemon peel</li>
</ul>
<p>Stir the gin and vermouth with plenty of ice for about 30 seconds, strain into a chilled glass and express the lemon peel over the top. A martini is a demanding test of a gin, because there is nowhere to hide; herbal Icelandic gins with a clean, soft finish shine here.</p>

<h2>A souvenir with a story</h2>
<p>For visitors, Icelandic gin is also one of the best souvenirs the country offers: portable, genuinely local and unlike anything at home. Remember that the legal purchase age in Iceland is 20 and that bottles are sold in the state-run Vínbúðin shops rather than in supermarkets, so check their opening hours. The airport duty-free shop is a convenient final stop.</p>
<p>Ultimately, the allure of Icelandic gin is the combination of all these things: wild botanicals from a harsh land, water filtered through lava, and a small group of makers who turned a century of restriction into a thriving craft. To see the bottles we recommend, browse our <a href="/premium-gins">premium Icelandic gins</a>, or read our summary of <a href="/why-icelandic-gin">why Icelandic gin</a> is worth seeking out.</p>
`,
};
