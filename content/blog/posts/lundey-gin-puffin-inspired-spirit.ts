import type { BlogPostRecord } from "../../schema";

export const post: BlogPostRecord = {
  slug: "lundey-gin-puffin-inspired-spirit",
  title: "Lundey Gin Review: A Puffin-Inspired, Colour-Changing Icelandic Gin",
  excerpt:
    "Lundey Gin pours a deep blue and turns pink with tonic. We look at the puffin-inspired, 43% vol butterfly-pea gin from the 64° Reykjavík Distillery and how best to serve it.",
  publishedDate: "2023-06-28",
  readTime: "5 min read",
  category: "Gin Reviews",
  isLocal: true,
  content: `
<p>Some gins introduce themselves with a label. Lundey Gin introduces itself with colour. Poured neat, it sits in the glass a deep, cool blue; add tonic and it shifts to violet and then pink within seconds. Behind the show is a gin from the 64° Reykjavík Distillery, bottled at 43% vol and named after one of the best-loved sights of the Icelandic summer: the puffin.</p>

<h2>Why "Lundey"?</h2>
<p>In Icelandic, <em>lundi</em> means puffin and <em>ey</em> means island, so Lundey is, quite literally, "Puffin Island". It is also the name of a small island off the coast of Reykjavík where <a href="https://en.wikipedia.org/wiki/Atlantic_puffin" target="_blank" rel="noopener noreferrer">Atlantic puffins</a> nest in summer, and puffin-watching boats from the capital's harbour regularly circle it. Iceland is home to a large share of the world's Atlantic puffins, and the birds have become an unofficial national mascot, found on everything from postcards to tea towels.</p>
<p>It is easy to see why a colour-changing gin would borrow the name. The puffin is a bird of contrasts: sober black and white for most of the year, then a bright, striped bill in the breeding season. A gin that is one colour in the bottle and another in the glass plays the same trick.</p>

<h2>About the 64° Reykjavík Distillery</h2>
<p>The 64° Reykjavík Distillery was established in 2009 by Snorri Jónsson. Its name points to geography: the Icelandic capital sits at roughly 64 degrees north, which makes it the northernmost capital of a sovereign state. The distillery is part of the capital area's small group of craft producers, and its range goes well beyond gin. Alongside gin and vodka it makes a caraway aquavit and liqueurs from crowberry, rhubarb and blueberry, fruits that anyone who has spent an August afternoon in the Icelandic countryside will recognise.</p>
<p>That interest in colour and fruit sits comfortably with Lundey, which is the distillery's most playful bottle. You can read more about the producer and its neighbours on our <a href="/distilleries">distilleries page</a>.</p>

<h2>The butterfly pea trick, explained</h2>
<p>Lundey's colour comes from the butterfly pea flower, <a href="https://en.wikipedia.org/wiki/Clitoria_ternatea" target="_blank" rel="noopener noreferrer"><em>Clitoria ternatea</em></a>, a climbing plant native to South-East Asia that has long been used there to tint rice, desserts and tea. Its petals are rich in anthocyanins, the same family of pigments that colour blueberries and red cabbage. Anthocyanins react to acidity:</p>
<ul>
<li><strong>Near neutral</strong>, as in the bottle, the pigment reads as blue.</li>
<li><strong>Mildly acidic</strong>, it moves towards violet and purple.</li>
<li><strong>Clearly acidic</strong>, as with tonic water or fresh citrus juice, it turns pink.</li>
</ul>
<p>So the colour change is not a gimmick added at the end; it is simple chemistry happening in your glass. The more acid you add, the further the colour travels. A squeeze of lemon after the tonic will push a violet drink into rose pink.</p>
<p>Importantly, butterfly pea contributes very little flavour of its own, at most a faint earthy, tea-like note. The taste of the gin is still carried by its botanicals, and as with any gin, juniper has to lead.</p>

<h2>What to look for in the glass</h2>
<p>We suggest tasting Lundey neat first, at room temperature, in a small tulip glass, and then again with a splash of water.</p>
<ul>
<li><strong>Nose:</strong> look for juniper first, the pine-fresh, resinous note that defines gin, and then for whatever lifts it: citrus, spice or floral tones.</li>
<li><strong>Palate:</strong> at 43% vol, Lundey is bottled a little stronger than the common 40% vol. That extra strength gives more weight and carries flavour through ice and mixer, which matters in a gin made to be mixed.</li>
<li><strong>Finish:</strong> note how long the juniper lingers and whether the finish is dry or softer. A few drops of water will open up the aromas and show how the gin will behave in a long drink.</li>
</ul>
<p>The neat tasting also lets you see the colour at its most intense before anything acidic touches it.</p>

<h2>How to serve Lundey Gin</h2>
<h3>The colour-changing gin and tonic</h3>
<ol>
<li>Fill a large copa or highball glass with ice.</li>
<li>Pour in 50 ml (1.7 oz) Lundey Gin and let your guests see the blue.</li>
<li>Slowly add 150 ml (5 oz) chilled tonic water, pouring down a bar spoon so it mixes gently.</li>
<li>Garnish with a wheel of lemon or lime, and squeeze a little juice in if you want a deeper pink.</li>
</ol>
<p>A light, less sweet tonic lets the gin speak; a heavily flavoured tonic can mask it.</p>

<h3>A simple Lundey sour</h3>
<ul>
<li>50 ml (1.7 oz) Lundey Gin</li>
<li>25 ml (0.85 oz) fresh lemon juice</li>
<li>15 ml (0.5 oz) simple syrup</li>
</ul>
<p>Shake the lemon juice and syrup hard with ice and strain into a chilled coupe. Then pour the gin slowly over the back of a spoon so it floats on top. The blue layer will start turning pink where it meets the citrus, and a final stir finishes the change in front of you.</p>
<p>If you want the drink to stay blue, keep acid out of it: serve the gin over a large ice cube, or lengthen it with still water rather than tonic or citrus.</p>

<h2>Our verdict</h2>
<p>Lundey Gin is made to be enjoyed with an audience. The colour change is a genuine crowd-pleaser at a dinner party, and the 43% vol strength gives it enough backbone to stand up in a long drink rather than disappearing under the tonic. It is a good bottle for anyone who likes a gin and tonic to feel like an occasion, and a fun souvenir of Iceland's puffin coast for those who cannot take a puffin home.</p>
<p>If you prefer a classic, bone-dry martini gin, you may want to look at other Icelandic bottles as well, such as the <a href="/gin/marberg-gin">Marberg London Dry</a> or <a href="/gin/olafsson-gin">Ólafsson</a>. For everything else, Lundey is an easy recommendation. See the full details on our <a href="/gin/lundey-gin">Lundey Gin page</a>, browse the rest of our <a href="/premium-gins">premium Icelandic gins</a>, or pick up a bottle directly:</p>
<p><a href="{{buy:lundey-gin}}">Buy Lundey Gin</a></p>
`,
};
