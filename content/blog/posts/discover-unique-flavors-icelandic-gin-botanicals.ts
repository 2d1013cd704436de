import type { BlogPostRecord } from "../../schema";

export const post: BlogPostRecord = {
  slug: "discover-unique-flavors-icelandic-gin-botanicals",
  title: "Discover the Unique Flavors of Icelandic Gin Botanicals",
  excerpt:
    "From Arctic thyme and angelica to birch, crowberry and dulse, meet the wild botanicals that give Icelandic gin its distinctive taste, and the bottles that show them off.",
  publishedDate: "2023-01-31",
  readTime: "7 min read",
  category: "Education",
  isLocal: true,
  content: `
<p>Every gin starts with juniper, but what makes a gin memorable is everything else in the still. In Iceland, that "everything else" comes from a short, tough list of plants that survive long winters, volcanic soil and salty Atlantic winds. The result is a family of gins that taste herbal, fresh and often a little coastal. Here is a guide to the botanicals behind them, what each one brings to the glass, and where to find them.</p>

<h2>Juniper: the backbone</h2>
<p>By definition, gin must taste predominantly of juniper, and Iceland has its own. Common juniper is the country's only native conifer, a low, creeping shrub that hugs the ground on heaths and lava fields. Its berries bring the familiar piney, resinous core, with a faint citrus lift. Around that core, the local botanicals provide the Icelandic accent.</p>

<h2>The Icelandic signature botanicals</h2>
<h3>Angelica (hvönn)</h3>
<p>Angelica is a tall, umbrella-shaped plant that grows along streams and in damp meadows, and it has been valued in the Nordic countries since the Middle Ages. In gin, angelica root is a classic ingredient worldwide because it binds the other flavours together. Icelandic angelica adds an earthy, musky, slightly celery-like depth. <a href="/gin/marberg-gin">Marberg</a> lists Icelandic angelica root among its botanicals, and Himbrimi uses it too.</p>

<h3>Arctic thyme (blóðberg)</h3>
<p>Arctic thyme carpets dry heaths and gravel plains with small purple flowers in summer. Icelanders have long brewed it as a herbal tea. In gin it gives a gentle, floral thyme note that is softer than garden thyme, with a savoury, almost honeyed finish. It appears in <a href="/gin/olafsson-gin">Ólafsson gin</a> and in Himbrimi, and it pairs beautifully with a sprig of fresh thyme as a garnish.</p>

<h3>Birch</h3>
<p>Downy birch is the only native tree that forms real woodland in Iceland. Its leaves and bark give a green, tea-like freshness with a soft, woody sweetness. Ólafsson uses birch, and Icelandic distillers also make birch liqueurs and schnapps, so the flavour is a true local favourite.</p>

<h3>Crowberry (krækiber)</h3>
<p>Crowberries are small, glossy black berries that cover the moors in late summer. They are mildly tart rather than sweet, with a dark-fruit, slightly earthy character. In gin they add a subtle berry roundness, and they also turn up in Icelandic liqueurs.</p>

<h3>Icelandic moss (fjallagrös)</h3>
<p>Despite its name, Icelandic moss is a lichen. It was traditionally gathered for porridge, bread and tea, especially in hard times. Its flavour is bitter and earthy, and a small amount gives gin a dry, grounding note and a pleasant texture. Ólafsson gin is one of the Icelandic gins that uses moss.</p>

<h3>Dulse (söl) and kelp</h3>
<p>Iceland's coast is rich in seaweed, and Icelanders have eaten dulse for centuries; it even appears in Egil's Saga. In gin, dulse and kelp bring a gentle salinity and umami that make the spirit taste of the sea air. Marberg uses Icelandic dulse alongside lemon peel, black pepper, coriander, grapefruit and orris.</p>

<h3>Rhubarb and kale</h3>
<p>Not every Icelandic botanical is wild. Rhubarb thrives in Icelandic gardens and brings a bright, tart, slightly green acidity. Hardy kale, another cold-climate crop, is an unusual botanical that some Icelandic makers have used for a fresh, vegetal edge.</p>

<h2>Getting the balance right</h2>
<p>Using local plants is only half the story; the art is in the proportions. Juniper has to lead, and the Icelandic botanicals have to support it without taking over. As an indicative split, useful for picturing that balance rather than any distillery's published recipe, think of juniper at <strong>5-10%</strong>, angelica at <strong>2-3%</strong>, birch at <strong>2-3%</strong> and the other botanicals at <strong>0.5-2%</strong> each. Distillers guard their exact recipes closely, but the principle is clear: a little Arctic thyme or dulse goes a very long way.</p>

<h2>Bottles that showcase Icelandic botanicals</h2>
<ul>
<li><strong><a href="/gin/vor-gin">Vor gin</a> (Eimverk Distillery):</strong> "vor" means spring in Icelandic. Vor is built on Eimverk's own spirit distilled from Icelandic barley rather than a neutral wheat or molasses base, which tends to give it a rounder body than a gin made on a neutral spirit. It won Double Gold at the San Francisco World Spirits Competition in 2014.</li>
<li><strong><a href="/gin/vor-barrel-aged-gin">The Vor Barrel Aged Gin</a>:</strong> Vor rested in wood and released as a batch of 500 bottles. Time in a barrel typically softens a gin's herbal edges and adds warmth and a touch of spice, which makes a gin like this one to sip neat or stir into a Martinez.</li>
<li><strong><a href="/gin/marberg-gin">Marberg</a> (Þoran Distillery, Hafnarfjörður):</strong> a London Dry gin with a coastal accent from dulse and an earthy one from angelica.</li>
<li><strong><a href="/gin/olafsson-gin">Ólafsson</a> (Eyland Spirits):</strong> named after the 18th-century naturalist Eggert Ólafsson and built around Arctic thyme, moss and birch.</li>
<li><strong>Himbrimi:</strong> gins from Brunnur Distillery with Arctic thyme, angelica and juniper; the honey-sweetened Himbrimi Old Tom won Best Compound Gin at the World Gin Awards 2019.</li>
</ul>

<h2>How to taste the botanicals</h2>
<ol>
<li>Start neat: pour 25 ml (0.8 oz) into a small wine glass and nose it before tasting. Look for pine, then herbs, then anything coastal.</li>
<li>Add a splash of cold water, about 10 ml (0.3 oz). Water opens up the softer floral and berry notes.</li>
<li>Make a simple gin and tonic: 50 ml (1.7 oz) gin to 150 ml (5 oz) of a light, neutral tonic over plenty of ice.</li>
<li>Garnish to echo the botanicals: a sprig of thyme for Arctic thyme gins, a strip of grapefruit or lemon peel for Marberg, a few dark berries for crowberry-led gins.</li>
</ol>
<blockquote>Icelandic gin is less about adding exotic spices and more about capturing a place: the heath, the birch wood and the shore.</blockquote>
<p>Curious to go further? Read <a href="/why-icelandic-gin">why Icelandic gin stands apart</a>, meet the makers in our <a href="/distilleries">distillery guide</a>, including <a href="/all-distillery/eimverk-distillery">Eimverk</a>, or browse the full range of <a href="/premium-gins">premium Icelandic gins</a>. Please enjoy responsibly.</p>
`,
};
