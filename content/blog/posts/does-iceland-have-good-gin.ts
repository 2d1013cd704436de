import type { BlogPostRecord } from "../../schema";

export const post: BlogPostRecord = {
  slug: "does-iceland-have-good-gin",
  title: "Does Iceland Have Good Gin?",
  excerpt:
    "Iceland's gin scene is young, small and surprisingly decorated. Here is why Icelandic gin is worth your attention, which bottles to try first and where to buy them.",
  publishedDate: "2023-02-28",
  readTime: "4 min read",
  category: "Education",
  isLocal: true,
  content: `
<p>It is a fair question. Iceland is better known for glaciers, volcanoes and the northern lights than for distilling, and for most of the twentieth century strong drink was heavily restricted there. Yet the short answer is a confident yes: Iceland has good gin, and a few of its bottles have won serious international recognition. Here is why, and where to start.</p>

<h2>A young scene with a long thirst</h2>
<p>Iceland's drinking history explains why its gin culture is so recent. A referendum in 1908 led to a total ban on alcohol that took effect in 1915. Spirits became legal again in 1935, but beer stronger than 2.25% stayed forbidden until 1 March 1989, a date still celebrated every year as Beer Day. Alcohol is sold to the public through the state-owned <strong>Vínbúðin</strong> shops, the legal purchase age is 20, and alcohol advertising is banned outright.</p>
<p>Those rules kept the market small for decades. Craft distilling only really took off in the 2000s and 2010s, when a handful of independent producers started making spirits from local ingredients. Because they cannot advertise at home, Icelandic gins have had to earn their reputation through word of mouth, bartenders and competitions abroad, which is a fairly demanding way to prove quality.</p>

<h2>What makes a gin "good"?</h2>
<p>Good gin is not a mystery. It needs a clean base spirit, a well-judged botanical recipe in which juniper leads, careful distillation and good water to bring it down to bottling strength. Iceland has natural advantages on at least two of those counts:</p>
<ul>
<li><strong>Botanicals:</strong> wild juniper grows in Iceland, along with angelica, Arctic thyme, birch and crowberry, and the coast offers seaweeds such as dulse. They give Icelandic gins flavours you will not find in a standard London Dry.</li>
<li><strong>Water:</strong> much of Iceland's drinking water is spring water that has filtered through porous lava rock, soft and very clean. You can read more in our article on <a href="/blog/uncovering-benefits-icelandic-glacial-water">Icelandic glacial water</a>.</li>
</ul>
<p>The distilling skill is the part that has to be earned, and this is where the awards are telling.</p>

<h2>Icelandic gins worth knowing</h2>
<h3>Vor Gin (Eimverk Distillery)</h3>
<p><a href="/all-distillery/eimverk-distillery">Eimverk</a> is a family-run distillery founded in 2009 in Garðabær, just outside Reykjavík, and best known for its Flóki whisky. Its <a href="/gin/vor-gin">Vor gin</a> is built on a spirit made from Icelandic barley rather than a neutral grain spirit, and it won a Double Gold medal at the San Francisco World Spirits Competition in 2014. Because of that characterful barley base, some writers argue it does not strictly fit the EU definition of gin, but few dispute that it is a remarkable drink.</p>

<h3>Himbrimi Old Tom (Brunnur Distillery)</h3>
<p>Created by the artist Óskar Ericsson and on the market since 2016, <a href="/gin/himbrimi-old-tom-gin">Himbrimi Old Tom</a> is a honey-sweetened gin with Arctic thyme, angelica and juniper. In 2019 it was named Best Compound Gin at the World Gin Awards in London, an Icelandic gin beating competition on gin's home ground.</p>

<h3>Ólafsson Gin</h3>
<p>Launched in March 2020 and named after the eighteenth-century naturalist Eggert Ólafsson, <a href="/gin/olafsson-gin">Ólafsson</a> uses Arctic thyme, moss and birch among its botanicals. It took a Gold medal in the Super Premium category of The Spirits Business's gin blind tasting in its first year.</p>

<h3>Marberg Gin (Þoran Distillery)</h3>
<p>Made in Hafnarfjörður and launched in January 2019, <a href="/gin/marberg-gin">Marberg</a> is a London Dry gin whose botanicals include Icelandic angelica root and Icelandic dulse, with water drawn from the Kaldárbotnar springs. Read more about its maker on the <a href="/all-distillery/thoran-distillery">Þoran Distillery page</a>.</p>

<h3>Lundey Gin (64° Reykjavík Distillery)</h3>
<p>For something more playful, <a href="/gin/lundey-gin">Lundey</a> is a 43% vol gin coloured with butterfly pea flower, which turns from blue to pink when tonic is added. We reviewed it in detail in <a href="/blog/lundey-gin-puffin-inspired-spirit">our Lundey Gin review</a>.</p>

<h2>How to judge for yourself</h2>
<p>The best way to answer the question is to taste. Try two or three Icelandic gins side by side:</p>
<ol>
<li>Pour 25 ml (0.85 oz) of each into small glasses and nose them neat.</li>
<li>Add a few drops of still water to each and taste again.</li>
<li>Finally, mix each as a simple gin and tonic: 50 ml (1.7 oz) gin with 150 ml (5 oz) tonic over plenty of ice.</li>
</ol>
<p>Look for a clear juniper backbone, then for the local notes: the herbal, slightly savoury lift of Arctic thyme, the musky warmth of angelica, the woody freshness of birch or the faint sea-salt edge of dulse.</p>

<h2>Where to buy Icelandic gin</h2>
<p>In Iceland, the Vínbúðin shops carry a good range of local gins, and the airport duty-free shop is a popular last stop for visitors. Some distilleries also welcome visitors, so check their websites before you travel. Outside Iceland, availability varies by country; our <a href="/premium-gins">premium gins page</a> lists the bottles we cover, with links to buy online.</p>

<h2>The verdict</h2>
<p>Iceland's gin scene is small, and that is part of its charm: a few dedicated producers, unusual local botanicals and very clean water. With an SFWSC Double Gold for Vor, a World Gin Awards title for Himbrimi and strong results for Ólafsson, the evidence is clear. Iceland does have good gin, and its best bottles can stand beside any in the world. To understand what sets them apart, read <a href="/why-icelandic-gin">why Icelandic gin</a> deserves a place on your shelf.</p>
`,
};
