import type { BlogPostRecord } from "../../schema";

export const post: BlogPostRecord = {
  slug: "what-do-vikings-drink",
  title: "What Do Vikings Drink? Mead, Ale, Brennivín and Beyond",
  excerpt:
    "Mead, ale and fermented whey filled Norse cups; Brennivín came centuries later. A look at what the Vikings really drank, and what Icelanders pour today.",
  publishedDate: "2025-01-25",
  readTime: "6 min read",
  category: "History & Culture",
  isLocal: true,
  content: `
<p>Ask anyone what the Vikings drank and you will probably hear "mead, from a horn". That picture is not wrong, but it is only part of the story. The Norse drank ale far more often than mead, everyday thirst in Iceland was quenched with something much humbler, and the strong spirits Iceland is known for today arrived many centuries after the Viking Age ended. With Þorrablót, Iceland's midwinter feast season, starting in late January, it is the perfect moment to separate the saga from the myth.</p>

<h2>Mead: the drink of gods and kings</h2>
<p>Mead (<em>mjöður</em> in Old Norse) is made by fermenting honey with water, sometimes with herbs or fruit added. It held a special place in Norse culture. In mythology, Óðinn wins the "mead of poetry", which gives the gift of verse to whoever drinks it, and the fallen warriors in Valhöll are said to drink mead that flows from the udders of the goat Heiðrún. Those are myths, of course, but they show how highly mead was valued.</p>
<p>In real life, mead was a luxury. Honey was precious everywhere, and in Iceland, where there were no honeybees, it had to be imported. For most Icelanders in the Viking Age, mead would have been a rare treat at best.</p>

<h2>Ale: the everyday feast drink</h2>
<p>The drink that really fuelled Norse feasts was ale (<em>öl</em>), brewed from malted barley. Before hops became common, brewers flavoured it with herbs such as bog myrtle. Old Norse also had a second word, <em>bjórr</em>, and scholars still debate exactly what kind of drink it described.</p>
<p>Ale was so central to social life that a feast could simply be called an <em>öl</em>. The sagas are full of drinking feasts where alliances were sealed, toasts raised, boasts made and, quite often, quarrels started. Cups were passed around the hall, and drinking horns, often decorated with metal mounts, were used alongside wooden cups and, for the wealthiest, imported glass.</p>
<p>In Iceland, ale had its own challenge: barley. The settlers grew it, but the cool climate made it a marginal crop, and malt and grain often had to be brought in from abroad. A good supply of ale was a mark of a prosperous farm.</p>

<h3>Wise words on drinking</h3>
<p>Norse culture celebrated drinking, but it also warned against excess. The Eddic poem <a href="https://en.wikipedia.org/wiki/H%C3%A1vam%C3%A1l" target="_blank" rel="noopener noreferrer">Hávamál</a>, the "Sayings of the High One", advises moderation and describes a "heron of forgetfulness" that hovers over drinking feasts and steals men's wits.</p>
<blockquote>Less good than men say is ale for the sons of men; the more a man drinks, the less he knows of his own mind. (Hávamál, freely rendered)</blockquote>

<h2>Skyr-era drinks: the real thirst quenchers</h2>
<p>For daily drinking, Icelanders relied on their dairy. Settlers from Norway brought the tradition of <strong>skyr</strong>, the thick cultured dairy product still eaten today. Making skyr leaves behind whey (<em>mysa</em>), and nothing was wasted. Whey was left to ferment into <strong>sýra</strong>, a sour, preserved liquid kept in barrels, which also served to pickle food through the winter. Mixed with water, it became <strong>blanda</strong>, a mildly sour, refreshing drink that was the everyday beverage on Icelandic farms for centuries. Milk, of course, was drunk too.</p>
<p>It is not the stuff of Hollywood epics, but sour whey kept Iceland going long after the last longship sailed.</p>

<h2>A myth to retire: skull cups</h2>
<p>Vikings did not drink from the skulls of their enemies. The idea comes from a 17th-century Latin translation of an Old Norse poem that took a poetic phrase for drinking horns literally and turned it into skulls. The Scandinavian toast <em>skál</em> simply means "bowl" or "cup".</p>

<h2>Brennivín: Iceland's signature spirit</h2>
<p>The Vikings never distilled spirits; distillation reached the Nordic countries only centuries after the Viking Age. In Iceland, the word <em>brennivín</em>, literally "burnt wine", came to mean strong spirit in general, and one bottle made it a national icon.</p>
<p>Iceland banned alcohol completely from 1915. When spirits became legal again in 1935, the state monopoly began producing Brennivín: a clear spirit flavoured with caraway, with an alcohol content of around 37.5-40%. Its stark black label earned it the nickname <em>svarti dauði</em>, "black death". Today the brand belongs to Ölgerðin Egill Skallagrímsson and is produced in Borgarnes, and 2025 marks its 90th anniversary. Special Christmas editions aged in bourbon and sherry casks show a mellower side.</p>
<p>Brennivín is traditionally served ice-cold, and at Þorrablót it is the classic partner to hákarl, fermented shark, whose powerful flavour it helps wash down.</p>

<div data-video-embed="youtube-search" data-video-query="Icelandic Brennivín history" data-video-title="Brennivín: the history of Iceland's signature spirit"></div>

<p>Want to taste it for yourself? <a href="{{buy:brennivin}}">Buy Brennivín</a> or read more in our <a href="/premium-brennivins">Brennivín section</a>.</p>

<h3>Try it like an Icelander</h3>
<ul>
<li><strong>Ice-cold shot:</strong> keep the bottle in the freezer and pour 30 ml (1 oz) into a chilled shot glass.</li>
<li><strong>Black Death Tonic:</strong> 50 ml (1.7 oz) Brennivín, 120 ml (4 oz) tonic water, plenty of ice and a strip of lemon peel. The caraway works surprisingly well with the tonic's bitterness.</li>
</ul>

<h2>What modern "Vikings" drink</h2>
<p>Beer stronger than 2.25% only became legal in Iceland on 1 March 1989, still celebrated as Beer Day, and the country has since built a lively craft beer scene. Spirits have followed. Eimverk Distillery makes <a href="/spirit/floki-single-malt-whisky">Flóki</a>, a single malt from 100% Icelandic barley, finally giving the old settlers' crop a starring role, as well as Víti, an aquavit. Reyka vodka uses spring water that runs through an ancient lava field, and a new wave of gins draws on Arctic thyme, angelica, birch and seaweed.</p>
<p>From the feast hall to the cocktail bar, the Icelandic spirit of hospitality has lasted more than a thousand years. Explore our <a href="/premium-gins">Icelandic gins</a>, <a href="/premium-whiskies">whiskies</a> and <a href="/premium-vodkas">vodkas</a> to raise your own glass. <em>Skál!</em> And as Hávamál advised, drink in moderation.</p>
`,
};
