import type { BlogPostRecord } from "../../schema";

export const post: BlogPostRecord = {
  slug: "from-landscapes-to-libations",
  title: "From Landscapes to Libations: How Iceland's Nature Shapes Its Spirits",
  excerpt:
    "Lava fields, spring water, wild herbs and hardy barley: discover how Iceland's raw landscapes find their way into the country's gins, vodkas and whiskies.",
  publishedDate: "2023-01-30",
  readTime: "6 min read",
  category: "Education",
  isLocal: true,
  content: `
<p>Few countries wear their landscape as openly as Iceland. Lava fields, glaciers, moss-covered plains and a coastline battered by the North Atlantic are not just a backdrop for the island's small distilleries: they are the raw material. Water, barley, wild herbs, berries, seaweed and even the island's geothermal energy all find their way into the bottle. This article follows that path from the land to the glass.</p>

<h2>A land that sets the rules</h2>
<p>Iceland sits on the Mid-Atlantic Ridge, just south of the Arctic Circle. Summers are short and cool, winters long and dark, and relatively few plants thrive in the thin volcanic soil. That sounds like a handicap for anyone making spirits, and in some ways it is: almost nothing can be farmed at scale, and grain has always been a difficult crop here. But the limits also give Icelandic spirits their character. Distillers work with what the island offers, and what it offers is distinctive.</p>
<p>Alcohol itself has a complicated history in Iceland. A total ban on alcohol came into force in 1915, spirits became legal again in 1935, and beer stronger than 2.25% was only allowed from 1 March 1989. The craft distilling scene that exists today is therefore young, and most of the producers you will meet on this site were founded in the last two decades.</p>

<h2>Water filtered through lava</h2>
<p>Every spirit is mostly water once it is bottled, and Iceland has some of the cleanest in the world. Rain and snowmelt seep through porous lava rock and emerge in springs that need little or no treatment.</p>
<p>Reyka, made in Borgarnes in the west of the country, is the best-known example. Its water comes from the Grábrók spring and runs through a lava field roughly 4,000 years old, and the vodka is filtered through lava rock after distillation. It is made in a rare Carter-Head still, and the distillery runs on geothermal power. You can compare it with other bottles in our <a href="/premium-vodkas">premium vodka collection</a>.</p>
<p>Further south, Þoran Distillery in Hafnarfjörður makes <a href="/gin/marberg-gin">Marberg gin</a> with water from Kaldárbotnar, the spring area in the lava country behind the town that supplies its water. Even a gin that is distilled abroad, Martin Miller's, is shipped to Borgarnes to be cut to bottling strength with Icelandic spring water, which says a lot about the reputation of that water.</p>

<h2>Wild botanicals from moor and shore</h2>
<p>Juniper, the one botanical every gin must have, grows wild in Iceland; common juniper is the island's only native conifer. Around it grows a short but remarkable list of plants that Icelandic gin makers keep returning to:</p>
<ul>
<li><strong>Angelica (hvönn):</strong> earthy and musky, a plant Icelanders have gathered since the Middle Ages.</li>
<li><strong>Arctic thyme (blóðberg):</strong> the purple-flowered herb of the heathlands, floral and gently savoury.</li>
<li><strong>Birch:</strong> downy birch is the only native tree that forms real woodland here, and it lends a soft, woody sweetness.</li>
<li><strong>Crowberry and blueberry:</strong> dark berries picked on the moors in late summer.</li>
<li><strong>Icelandic moss:</strong> in fact a lichen, bitter and traditionally used in porridge, bread and tea.</li>
<li><strong>Dulse (söl) and kelp:</strong> seaweeds that bring a salty, coastal edge.</li>
</ul>
<p><a href="/gin/olafsson-gin">Ólafsson gin</a>, named after the 18th-century naturalist Eggert Ólafsson, uses Arctic thyme, moss and birch. Marberg combines juniper and citrus with Icelandic angelica root and dulse, a seaweed Icelanders have eaten for centuries. Our guide on <a href="/why-icelandic-gin">why Icelandic gin is different</a> goes deeper into these flavours.</p>

<h2>Barley against the odds</h2>
<p>Growing barley this far north is a challenge, which is exactly why Eimverk Distillery in Garðabær, just outside Reykjavík, chose to do it. Founded in 2009 by the Þorkelsson family, Eimverk uses 100% Icelandic barley, much of it from its own farm near Hella in the south. Barley grown this far north yields less alcohol than grain from warmer climates, so the distillery uses about 50% more grain for each bottle. After 163 test distillations, it released its first single malt in 2017.</p>
<p>The result is <a href="/spirit/floki-single-malt-whisky">Flóki Icelandic Single Malt</a>, bottled at 47%. Eimverk also makes a Sheep Dung Smoked Reserve, which borrows a very Icelandic tradition: in a country with few trees, dried sheep dung has long been used to smoke meat such as the traditional hangikjöt, and here it smokes the barley instead. The same barley spirit is the base of Eimverk's Vor gin. Read more on the <a href="/all-distillery/eimverk-distillery">Eimverk distillery page</a>.</p>

<h2>Berries, rhubarb and birch in the bottle</h2>
<p>The 64° Reykjavík Distillery, established in 2010, carries a name that nods to the latitude of the capital region. Alongside gin, vodka and a caraway aquavit, it makes liqueurs from crowberry, rhubarb and blueberry, the kind of fruit Icelandic families have picked and preserved for generations. Rhubarb in particular grows surprisingly well in Icelandic gardens, and its tartness works beautifully in a liqueur.</p>
<p>Foss Distillery, founded in 2011 by people behind the Reykjavík restaurant Dill, went straight for the birch. Its Björk birch liqueur and Birkir birch schnapps use birch from Icelandic woodland, including Hallormsstaðaskógur in the east, one of the largest forests in the country. The flavour is sweet, woody and unmistakably northern.</p>

<h2>Powered by the earth</h2>
<p>Iceland generates almost all of its electricity from renewable hydropower and geothermal sources, and hot water from underground heats most homes. For distillers, who need a lot of heat and power, that matters. Reyka's geothermal power is the best-known case, but every producer on the island benefits from an energy supply that comes, quite literally, from the landscape.</p>

<h2>Tasting the landscape</h2>
<p>To taste the connection for yourself, try a simple side-by-side:</p>
<ol>
<li>Pour 25 ml (0.8 oz) each of an Icelandic gin and an Icelandic vodka into two glasses.</li>
<li>Taste them neat at room temperature, then add a few drops of cold water to each.</li>
<li>Look for the herbal, floral notes of thyme and angelica in the gin and the soft, clean texture in the vodka.</li>
<li>Finish with a small measure of Flóki and notice how different Icelandic barley tastes from the grain in a Scotch or bourbon.</li>
</ol>
<blockquote>Icelandic spirits do not hide where they come from. With every sip you taste something of the moor, the spring and the shore.</blockquote>
<p>Ready to explore? Browse our <a href="/premium-gins">premium Icelandic gins</a>, our <a href="/premium-whiskies">Icelandic whiskies</a> or the full list of <a href="/distilleries">Icelandic distilleries</a>, and plan your own journey from landscape to libation. Please enjoy responsibly.</p>
`,
};
