import type { BlogPostRecord } from "../../schema";

export const post: BlogPostRecord = {
  slug: "what-is-icelandic-gin-made-from",
  title: "What Is Icelandic Gin Made From?",
  excerpt:
    "Base spirit, soft spring water and a botanical bill led by juniper, angelica and birch: a plain guide to the ingredients that go into a bottle of Icelandic gin.",
  publishedDate: "2023-02-28",
  readTime: "5 min read",
  category: "Education",
  isLocal: true,
  content: `
<p>Every gin, wherever it is made, comes down to three ingredients: a base spirit, botanicals and water. What makes Icelandic gin different is where those ingredients come from and how distillers balance them. In this guide we take each part in turn, from the grain in the still to the wild plants in the botanical bill, so you know exactly what is in your glass.</p>

<h2>1. The base spirit</h2>
<p>Gin starts life as a strong spirit made from an agricultural raw material, most often grain. Under European Union rules, distilled gin is made by redistilling a neutral spirit with juniper and other botanicals. Neutral means the spirit has been distilled to a very high strength, so it carries little flavour of its own and leaves the stage to the botanicals.</p>
<p>Growing grain in Iceland is hard work, and many small distilleries around the world buy in neutral grain spirit rather than making it from scratch. Even Reyka Vodka, one of Iceland's best-known spirits, starts from a grain spirit shipped from Scotland before it is redistilled in Borgarnes.</p>
<p>Some Icelandic producers take the harder route. <a href="/all-distillery/eimverk-distillery">Eimverk Distillery</a> in Garðabær uses 100% Icelandic barley, part of it grown on the family's own farm near Hella, and its <a href="/gin/vor-gin">Vor gin</a> is built on that barley spirit. Because the base is not fully neutral, Vor has a rounder, cereal-sweet body, and some writers argue that it falls outside the strict EU definition of gin. Either way, it shows how much the base spirit can shape the final drink.</p>

<h2>2. The botanicals</h2>
<p>Botanicals are the plants, seeds, roots, fruits and peels that flavour gin. By law, juniper must be the dominant flavour; everything else is up to the distiller. Icelandic gins typically combine imported classics, such as coriander seed, citrus peel and orris root, with plants that grow in Iceland.</p>

<h3>The typical botanical bill</h3>
<p>Every distillery guards its exact recipe, but as a rough guide, the typical shares of the botanical bill in an Icelandic gin look like this:</p>
<ul>
<li><strong>Juniper:</strong> 5-10%</li>
<li><strong>Angelica:</strong> 2-3%</li>
<li><strong>Birch:</strong> 2-3%</li>
<li><strong>Others:</strong> 0.5-2%</li>
</ul>
<p>Juniper is always the largest single share, because it has to lead the flavour. Angelica and birch, two of Iceland's most characteristic plants, take the next largest places. The "others" are the accents: a small amount of a potent botanical such as Arctic thyme or seaweed can change the character of a gin out of all proportion to its weight.</p>

<h3>Icelandic botanicals to know</h3>
<ul>
<li><strong>Juniper</strong> (<em>einiber</em>): the berry-like cones of <a href="https://en.wikipedia.org/wiki/Juniperus_communis" target="_blank" rel="noopener noreferrer">common juniper</a>, which grows wild in Iceland as a low shrub. Piney, resinous and the signature of every gin.</li>
<li><strong>Angelica</strong> (<em>hvönn</em>): the root and seeds of <a href="https://en.wikipedia.org/wiki/Angelica_archangelica" target="_blank" rel="noopener noreferrer"><em>Angelica archangelica</em></a> give an earthy, musky depth and help bind the other flavours together.</li>
<li><strong>Birch</strong>: leaves or bark from Iceland's native downy birch add a green, woody freshness. Foss Distillery has built whole spirits around Icelandic birch.</li>
<li><strong>Arctic thyme</strong> (<em>blóðberg</em>): a small wild thyme with a bright, herbal and slightly floral note.</li>
<li><strong>Crowberry and rhubarb</strong>: wild and garden fruit that can add soft berry or tart, vegetal tones.</li>
<li><strong>Icelandic moss, kelp and dulse</strong> (<em>söl</em>): from heath and shore, bringing gentle bitterness, umami and a saline, coastal edge. Some producers even use kale.</li>
</ul>

<h3>Real-world examples</h3>
<p>Published botanical lists show how differently producers combine these ingredients:</p>
<ul>
<li><a href="/gin/marberg-gin">Marberg</a>, a London Dry from <a href="/all-distillery/thoran-distillery">Þoran Distillery</a> in Hafnarfjörður, uses juniper, lemon peel, black pepper, Icelandic angelica root, coriander, grapefruit, orris and Icelandic dulse.</li>
<li><a href="/gin/vor-gin">Vor</a> draws on a list that includes juniper, angelica, thyme, birch leaves, crowberries, rhubarb, Icelandic moss, kelp and kale.</li>
<li><a href="/gin/himbrimi-old-tom-gin">Himbrimi Old Tom</a> combines juniper with Arctic thyme and angelica, sweetened with honey.</li>
<li><a href="/gin/olafsson-gin">Ólafsson</a> features Arctic thyme, moss and birch.</li>
<li><a href="/gin/lundey-gin">Lundey</a>, from the 64° Reykjavík Distillery, adds butterfly pea flower, which turns the gin from blue to pink when tonic is added.</li>
</ul>

<h2>3. The water</h2>
<p>Gin comes off the still far stronger than it is sold, so water is added before bottling to bring it down to strength. Gin is commonly bottled somewhere between 37.5% and 47% vol (Lundey, for example, is 43% vol), which means more than half of the bottle is water. Iceland's soft, clean spring water, filtered through volcanic rock, is ideal for this. Marberg, for example, uses water from the Kaldárbotnar springs. Read more in our article on <a href="/blog/uncovering-benefits-icelandic-glacial-water">Icelandic glacial water</a>.</p>

<h2>How it all comes together</h2>
<p>Broadly, gins are made in one of two ways. In <strong>distilled gins</strong>, the botanicals are steeped in the base spirit or held in a basket above it, and the mixture is redistilled so the aromas travel into the new spirit. In <strong>compound gins</strong>, flavour is added after distillation. Himbrimi Old Tom, for example, won its World Gin Awards title in 2019 in the Best Compound Gin category. Neither method is better in itself; the skill is in the balance.</p>

<h2>Taste the ingredients for yourself</h2>
<p>The easiest way to learn a gin's botanicals is to taste it neat and then in a simple long drink. Pour 25 ml (0.85 oz) neat with a few drops of water, then mix 50 ml (1.7 oz) with 150 ml (5 oz) of light tonic over ice. Look for the juniper first, then for the herbal lift of thyme, the earthiness of angelica and the fresh, woody touch of birch.</p>
<p>To compare bottles, browse our <a href="/premium-gins">premium Icelandic gins</a>, each listed with its key botanicals, or read <a href="/why-icelandic-gin">why Icelandic gin</a> has earned its reputation.</p>
`,
};
