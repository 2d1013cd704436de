/**
 * Text of the four legal pages. The page component adds the breadcrumb, the
 * "Last Updated" line and renders the inline markers:
 *   {{email}}            the configured contact address
 *   [label](/path)       an internal link
 */

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}
export interface LegalPage {
  slug: "privacy-policy" | "terms-of-service" | "affiliate-disclosure" | "cookie-policy";
  title: string;
  metaDescription: string;
  intro: string;
  sections: LegalSection[];
}

const privacyPolicy: LegalPage = {
  slug: "privacy-policy",
  title: "Privacy Policy",
  metaDescription:
    "How The Gins of Iceland handles personal data: contact and newsletter forms, analytics only with your consent, browser storage, and your rights under the GDPR.",
  intro:
    "This policy explains what personal data The Gins of Iceland collects when you visit ginsoficeland.com, why we collect it, who receives it and what rights you have. We have tried to keep it short and plain: we collect very little, we do not sell anything on this site, and we never sell your data.",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        "The Gins of Iceland is a brand of our parent company, which operates it with locations in Reykjavik, Iceland and Littleton, Colorado, USA. The site is curated by one person. For the purposes of data protection law, our parent company is the controller of the personal data described in this policy.",
        "You can reach us about anything in this policy at {{email}} or through our [contact page](/contact).",
      ],
    },
    {
      heading: "What we collect",
      paragraphs: [
        "We only receive personal data that you choose to send us, plus the minimum technical data needed to run a website. Specifically:",
      ],
      list: [
        "Contact form: your first name, last name, email address, company (optional) and your message.",
        "Newsletter sign-up in the footer: your email address.",
        "Newsletter pop-up: your email address. You must tick a consent box before subscribing; the tick itself is checked in your browser and is not sent to us, only your email address is.",
        "Form context: with every form submission we also receive the address and title of the page you sent it from, so we know where the message came from.",
        "Server logs: our hosting records your IP address, browser (user agent), the time and the address requested, as every web server does.",
        "Analytics: only if you accept analytics cookies, Google Analytics 4 receives page views (page title, page address and page path) and the technical data your browser sends with them. See [Cookie Policy](/cookie-policy).",
        "Browser storage: a few small entries kept in your own browser to remember choices such as your cookie decision. These stay on your device and are described in our [Cookie Policy](/cookie-policy).",
      ],
    },
    {
      heading: "What we do not collect",
      paragraphs: [
        "There are no user accounts, shopping carts, orders or payments on this site, so we never receive your address, payment card or order details. When you click Buy Now you go to our partner shop, Nammi (nammi.is), in a new tab, and anything you do there is handled by Nammi under its own terms and privacy policy. We do not use advertising cookies, we do not track you across other websites, and we do not build profiles for advertising.",
      ],
    },
    {
      heading: "How we use your data and our legal bases",
      paragraphs: [
        "We use personal data only for the purposes below, each with a legal basis under the General Data Protection Regulation (GDPR):",
      ],
      list: [
        "To read and answer your contact message: our legitimate interest in responding to people who write to us, or taking steps you ask for.",
        "To send the newsletter: your consent, given when you subscribe. You can unsubscribe at any time using the link in any newsletter or by writing to {{email}}.",
        "To measure how the site is used with Google Analytics, when analytics is in use: your consent, given in the cookie banner that then appears. Without it, no analytics runs; with analytics off there is no banner and nothing is measured.",
        "To keep the site secure and working (server logs): our legitimate interest in operating a safe, reliable website.",
        "To meet legal obligations or defend legal claims, where that is ever necessary.",
      ],
    },
    {
      heading: "Where form submissions go",
      paragraphs: [
        "When our marketing-form provider is configured, contact and newsletter submissions are sent directly from your browser to HubSpot (HubSpot, Inc., USA), which stores them for us and which we use to manage contacts and send the newsletter. When it is not configured, submissions are stored instead in a database on our own web server, where they are read only by the curator. Either way, the same information is collected.",
      ],
    },
    {
      heading: "Embedded content and links to other sites",
      paragraphs: [
        "One blog article links to videos on YouTube. Nothing is loaded from YouTube until you click that link; YouTube (Google) then receives data from your browser under its own privacy policy.",
        'Our distillery map is drawn by the site itself and loads nothing from outside. "Open in maps" links, Buy Now links, distillery websites and social media links open other sites, usually in a new tab. Those sites are run by others and their own privacy policies apply.',
      ],
    },
    {
      heading: "Who we share data with",
      paragraphs: [
        "We do not sell, rent or trade personal data. We share it only with service providers that help us run the site, namely our hosting provider, HubSpot for forms and newsletters (when configured) and Google for analytics (only with your consent), and with authorities if the law requires it. Our service providers may only use the data to provide their service to us.",
      ],
    },
    {
      heading: "International transfers",
      paragraphs: [
        "Our team works from Iceland and the USA, and HubSpot and Google are US companies, so your data may be processed in the United States. Where data from the European Economic Area is transferred to a country without an adequacy decision, we rely on appropriate safeguards recognised by the GDPR, such as the EU-US Data Privacy Framework where the recipient participates in it, or standard contractual clauses. You can ask us for more information about these safeguards at {{email}}.",
      ],
    },
    {
      heading: "How long we keep data",
      list: [
        "Contact messages: as long as needed to deal with your enquiry and any follow-up, then deleted.",
        "Newsletter email addresses: until you unsubscribe or ask us to delete them.",
        "Server logs: for a short period, for security and operation, then deleted.",
        "Analytics data: according to the retention setting in Google Analytics, kept to the shortest period that meets our needs.",
      ],
      paragraphs: [
        "Browser storage entries stay in your browser until they are cleared, as listed in our [Cookie Policy](/cookie-policy).",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "Data protection law in Iceland is the GDPR as applied by Act No. 90/2018 on Data Protection and the Processing of Personal Data. Visitors in the EEA have the following rights, and we extend the same rights to visitors in the USA and elsewhere:",
      ],
      list: [
        "Access: ask for a copy of the personal data we hold about you.",
        "Rectification: ask us to correct inaccurate data.",
        "Erasure: ask us to delete your data.",
        "Restriction: ask us to limit how we use your data.",
        "Objection: object to processing based on our legitimate interests.",
        "Portability: receive data you gave us in a common, machine-readable format.",
        "Withdraw consent: at any time, for the newsletter (unsubscribe) or analytics when it is in use (Cookie settings in the footer, shown only then), without affecting processing before you withdrew.",
        "Complain: lodge a complaint with a supervisory authority. In Iceland this is Persónuvernd, the Data Protection Authority; you may also contact the authority where you live or work.",
      ],
    },
    {
      heading: "How to exercise your rights",
      paragraphs: [
        "Write to {{email}} and tell us what you would like us to do. We may ask you to confirm your identity, for example by replying from the email address concerned. We will answer within one month, as the GDPR requires, and we do not charge for this.",
      ],
    },
    {
      heading: "Age",
      paragraphs: [
        "This site is about alcoholic drinks and is not directed at anyone under the legal drinking age. We do not knowingly collect data from people under that age. If you believe someone under age has sent us their details, contact us and we will delete them.",
      ],
    },
    {
      heading: "Security",
      paragraphs: [
        "The site is served over an encrypted connection, and we limit access to submissions to the curator. No method of transmission or storage is completely secure, but we take reasonable care to protect the little data we hold.",
      ],
    },
    {
      heading: "Changes and contact",
      paragraphs: [
        "If we change this policy, we will update the date at the top of this page, and where a change is significant we will point it out clearly on the site. Questions are welcome at {{email}}. See also our [Cookie Policy](/cookie-policy), [Terms of Service](/terms-of-service) and [Affiliate Disclosure](/affiliate-disclosure).",
      ],
    },
  ],
};

const termsOfService: LegalPage = {
  slug: "terms-of-service",
  title: "Terms of Service",
  metaDescription:
    "The terms for using The Gins of Iceland: an information and affiliate site for Icelandic spirits. Purchases happen at Nammi. You must be 21+ to buy alcohol.",
  intro:
    'These terms apply to your use of ginsoficeland.com ("the site"). By using the site you agree to them. If you do not agree, please do not use the site. They are written to be read, so please take a few minutes to do so.',
  sections: [
    {
      heading: "About us and the site",
      paragraphs: [
        'The Gins of Iceland is a brand of our parent company, operated with locations in Reykjavik, Iceland and Littleton, Colorado, USA, and curated by one person. In these terms, "we", "us" and "our" mean The Gins of Iceland and our parent company.',
        "The site is an information and editorial site about Icelandic spirits and the distilleries that make them: product pages, distillery profiles, a distillery map, articles and a newsletter. It is free to use and needs no account.",
      ],
    },
    {
      heading: "Age requirement",
      paragraphs: [
        "The site is about alcoholic drinks and is intended for adults. You must be at least 21 years old to purchase alcohol through links on this site, and you must also be of legal drinking and purchasing age where you live. In Iceland the legal age is 20. Please do not use the site if you are under the legal drinking age.",
      ],
    },
    {
      heading: "We do not sell anything",
      paragraphs: [
        "We do not sell, ship or take payment for any product. There are no accounts, carts or orders on this site. Buy Now buttons take you, in a new tab, to Nammi (nammi.is), an Icelandic online shop that is our primary fulfilment partner, or to another seller.",
        "Any purchase you make is a contract between you and that shop, under the shop's own terms, delivery rules, prices and privacy policy. Questions about orders, payment, delivery, returns or refunds should go to the shop. The shop decides where it delivers and may ask you to prove your age.",
      ],
    },
    {
      heading: "Affiliate links",
      paragraphs: [
        "Buy Now links carry an affiliate reference, and we may earn a commission on qualifying purchases at no extra cost to you. We may also earn from direct relationships with distilleries. Details are in our [Affiliate Disclosure](/affiliate-disclosure).",
      ],
    },
    {
      heading: "Product information, prices and availability",
      paragraphs: [
        "We work to keep product descriptions, alcohol strengths, tasting notes and distillery information accurate, but producers change recipes, labels and ranges, and mistakes happen. Prices on this site are indicative only and may be shown in different currencies. The price, availability and product details shown by the shop at the time you buy are the ones that apply.",
        "Tasting notes, reviews and articles are opinions offered for enjoyment and information. Nothing on the site is medical, legal, nutritional or professional advice. Images on the site are illustrations made for this site unless stated otherwise, and may not show the actual bottle.",
      ],
    },
    {
      heading: "Drink responsibly",
      paragraphs: [
        "Please enjoy alcohol responsibly and in moderation. Never drink and drive, and do not drink if you are pregnant, taking medication that interacts with alcohol, or otherwise advised not to. Cocktail recipes and serving suggestions are for adults of legal drinking age.",
      ],
    },
    {
      heading: "Using the site",
      paragraphs: ["You may browse, read and share links to the site for personal, non-commercial purposes. You agree not to:"],
      list: [
        "use the site in any way that breaks the law or the rights of others;",
        "try to gain unauthorised access to the site, its server or its data, or disrupt its operation;",
        "send automated requests that place an unreasonable load on the site, or use the forms to send spam;",
        "submit false information, or anyone else's personal data without their permission, through our forms;",
        "copy or republish substantial parts of the site's content without our written permission.",
      ],
    },
    {
      heading: "Operator tools",
      paragraphs: [
        "The /admin page holds tools for the site operator and is not a service offered to visitors. Anyone using it supplies their own key for a third-party scraping service and is responsible for complying with that service's terms and with the terms of any website they scrape.",
      ],
    },
    {
      heading: "Messages and newsletter",
      paragraphs: [
        "When you send us a message or subscribe to the newsletter, you confirm the information is accurate and yours to give. We are not obliged to answer every message. You can unsubscribe from the newsletter at any time. How we handle what you send is explained in our [Privacy Policy](/privacy-policy).",
      ],
    },
    {
      heading: "Intellectual property",
      paragraphs: [
        "The text, artwork and design of the site belong to us or are used with permission. Product names, brand names and logos belong to their respective owners and appear only to identify their products; their appearance does not mean the owner endorses this site.",
      ],
    },
    {
      heading: "Links to other websites",
      paragraphs: [
        "The site links to shops, distillery websites, social networks, YouTube and Google Maps. We do not control those sites and are not responsible for their content, products, services or privacy practices. Visiting them is at your own choice and risk.",
      ],
    },
    {
      heading: "No warranty and limitation of liability",
      paragraphs: [
        'The site is provided free of charge, "as is" and "as available". We do not promise that it will always be available, error-free or up to date. To the fullest extent the law allows, we are not liable for any loss arising from your use of the site or from relying on its content, or for anything relating to products you buy from a shop or distillery.',
        "Nothing in these terms limits liability that cannot be limited by law, such as liability for death or personal injury caused by negligence, or for fraud, and nothing affects your statutory rights as a consumer.",
      ],
    },
    {
      heading: "Changes to the site and these terms",
      paragraphs: [
        "We may change, suspend or withdraw any part of the site at any time. We may also update these terms; the date at the top of this page shows the latest version, and continuing to use the site after a change means you accept the updated terms.",
      ],
    },
    {
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of Iceland. If you use the site as a consumer, you keep the protection of any mandatory rules of the country where you live, and you may bring a claim in the courts there.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [
        "Questions about these terms can be sent to {{email}} or through our [contact page](/contact). See also our [Privacy Policy](/privacy-policy) and [Cookie Policy](/cookie-policy).",
      ],
    },
  ],
};

const affiliateDisclosure: LegalPage = {
  slug: "affiliate-disclosure",
  title: "Affiliate Disclosure",
  metaDescription:
    "How The Gins of Iceland earns money: Buy Now links are affiliate links to Nammi, we may earn commission at no extra cost to you, and some distilleries pay us.",
  intro:
    "We want you to know how this site is funded. In short: when you buy a product after clicking one of our Buy Now links, we may earn a commission, and it does not cost you anything extra. This page explains how that works and what it means for what you read here.",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        "The Gins of Iceland is a brand of our parent company, operated with locations in Reykjavik, Iceland and Littleton, Colorado, USA, and curated by one person. The site does not sell anything itself: there are no accounts, carts, orders or payments here.",
      ],
    },
    {
      heading: "Our affiliate partner, Nammi",
      paragraphs: [
        "We are an affiliate partner of Nammi (nammi.is), an Icelandic online shop and our primary fulfilment partner. Nammi is an independent business; we do not own or run it, and it does not control what we write.",
        "Most Buy Now links on the site point to Nammi. Each one carries an affiliate reference that tells Nammi your visit came from us. If you then make a qualifying purchase, Nammi may pay us a commission. What counts as a qualifying purchase, and how much we receive, is set by our agreement with Nammi.",
      ],
    },
    {
      heading: "What it costs you",
      paragraphs: [
        "Nothing extra. The price you pay at the shop is the same whether or not you arrive through our link; the commission comes out of the shop's margin, not your pocket. You are also free to visit any shop directly, or buy elsewhere, without using our links.",
      ],
    },
    {
      heading: "How Buy Now links work",
      list: [
        "They open the shop in a new tab, so this site stays open in the original tab.",
        "They are marked in the page code as sponsored links, as search engines ask for paid links.",
        "Everything after the click happens at the shop: choosing products, payment, delivery and returns are handled by the shop under its own terms and privacy policy.",
        "We never see your payment details or your delivery address. At most, the shop's affiliate reporting may tell us that a qualifying purchase happened and what commission it earned.",
      ],
      paragraphs: [],
    },
    {
      heading: "Direct relationships with distilleries",
      paragraphs: [
        "Besides affiliate commission, we may earn money from direct relationships with distilleries, for example partnership or promotional arrangements. Distillery buttons on the site (Website, Facebook, Instagram, Book Tour and similar) are ordinary links unless we say otherwise, and open the distillery's own pages in a new tab.",
      ],
    },
    {
      heading: "Our editorial approach",
      paragraphs: [
        "Descriptions, tasting notes, distillery profiles and articles are written by our curator to help you discover Icelandic spirits. A product is not listed, and a distillery is not profiled, simply because it pays us, and we do not present paid content as independent opinion. If we ever publish something that is sponsored by a distillery or brand, we will say so clearly next to it.",
        "Because we earn from sales, we have an interest in you buying. We think you should know that, and then judge our recommendations for yourself.",
      ],
    },
    {
      heading: "Prices and availability",
      paragraphs: [
        "Prices shown on this site are for guidance only. Shops change prices, stock and delivery options, and the price and availability shown by the shop when you buy are the ones that apply. If you spot something out of date, please let us know.",
      ],
    },
    {
      heading: "Buying alcohol",
      paragraphs: [
        "You must be at least 21 years old to purchase alcohol through our links, and of legal drinking and purchasing age where you live (in Iceland the legal age is 20). The shop decides where it can deliver and may check your age. Please drink responsibly.",
      ],
    },
    {
      heading: "Why we disclose this",
      paragraphs: [
        "Telling readers about commercial relationships is the right thing to do, and consumer-protection rules in Iceland, the EEA and the USA, including the US Federal Trade Commission's guidance on endorsements, expect it. That is why a short affiliate notice also appears in the footer of every page.",
      ],
    },
    {
      heading: "Your data",
      paragraphs: [
        "Clicking a Buy Now link sends you to the shop with our affiliate reference in the link. We do not pass your name, email address or any other personal data to the shop. What the shop collects once you are there is covered by its own privacy policy. How we handle personal data on this site is explained in our [Privacy Policy](/privacy-policy), and the browser storage and cookies we use are listed in our [Cookie Policy](/cookie-policy).",
      ],
    },
    {
      heading: "Questions",
      paragraphs: [
        "If you have any questions about our affiliate relationships, write to us at {{email}} or use our [contact page](/contact). These arrangements are also covered by our [Terms of Service](/terms-of-service).",
      ],
    },
  ],
};

const cookiePolicy: LegalPage = {
  slug: "cookie-policy",
  title: "Cookie Policy",
  metaDescription:
    "Which browser storage The Gins of Iceland uses, why, and for how long. The site sets no cookies of its own; Google Analytics runs only where it is in use and you accept.",
  intro:
    "This policy explains the browser storage used on ginsoficeland.com, what each entry does, how long it lasts and how you can control it. The short version: the site sets no cookies of its own, we use no advertising cookies, we do not track you across other sites, and analytics only runs if it is in use on the site and you say yes.",
  sections: [
    {
      heading: "Cookies and browser storage",
      paragraphs: [
        "Cookies are small text files a website stores in your browser. Browsers also offer similar storage called localStorage, which lasts until it is cleared, and sessionStorage, which lasts until you close the browser tab. The site itself uses only localStorage and sessionStorage, not cookies. Cookies can be set only by Google Analytics, and only when analytics is in use and you have accepted it.",
        "Entries in localStorage and sessionStorage stay on your device. The site reads them in your browser and does not send them to our server.",
      ],
    },
    {
      heading: "Storage the site itself uses",
      paragraphs: [
        "These entries are needed for features you use, or remember a choice you made, so they do not need consent. None of them identifies you or is shared with anyone. Each is written only when you use the feature it belongs to.",
      ],
      list: [
        'subscription-popup-dismissed (localStorage) — value "true"; remembers that you chose Maybe Later, closed the newsletter pop-up with its close button, or subscribed, so it does not open by itself again — until you clear your browser storage',
        'subscription-popup-shown (sessionStorage) — value "true"; remembers that the newsletter pop-up has been shown during this visit, whether it opened by itself or you opened it, so it does not open by itself a second time — until you close the tab',
        "compare-items (localStorage) — the bottles you added to a comparison — until you remove them or clear your browser storage",
        "react-router-scroll-positions (sessionStorage) — how far down you had scrolled on the pages you visited, so that Back returns you to the same place — until you close the tab",
        'cookie-consent (localStorage, only when analytics is in use) — remembers your analytics choice, "accepted" or "rejected", so the banner is not shown again — until you clear your browser storage or change your choice',
        "firecrawl_api_key (localStorage, /admin page only) — the site operator's own key for the scraping service, kept only in that operator's browser and sent only to the scraping service; it is never set for visitors — until the operator clears it",
      ],
    },
    {
      heading: "Analytics and the consent banner",
      paragraphs: [
        "Analytics (Google Analytics 4) is optional for this site and is switched on only when the site is set up with an analytics account. When analytics is not in use, no banner appears, there is no Cookie settings link in the footer, no analytics script is loaded, nothing is sent to Google and no cookies are set. The banner and the Cookie settings link appear only when analytics is in use.",
        "When analytics is in use, a banner asks on your first visit whether you accept analytics cookies. It works like this:",
      ],
      list: [
        "Accept and Reject are shown side by side and are equally prominent. Rejecting is as easy as accepting.",
        "If you choose Reject, or make no choice at all, the analytics script is not loaded, no request is sent to Google and no analytics cookies are set. The site works exactly the same either way.",
        "If you choose Accept, Google Analytics 4 is loaded and the site sends a page view each time you open a page, containing the page title, page address and page path.",
        "Your choice is remembered in your browser (cookie-consent, above), so the banner does not ask again on every visit.",
        "You can change your mind at any time with the Cookie settings link in the footer of every page, which reopens the banner.",
      ],
    },
    {
      heading: "Analytics cookies (only when analytics is in use and you accept)",
      paragraphs: [
        "Google Analytics 4 is provided by Google, which may process the data in the USA. It helps us understand which pages are read, so we can improve the site. We do not use it for advertising, and we have not connected it to advertising products. Once you accept, Google Analytics sets these first-party cookies:",
      ],
      list: [
        "_ga — distinguishes one browser from another so that visits can be counted — up to 2 years",
        "_ga_XXXXXXXXXX (the suffix is the site's measurement ID) — keeps track of the state of your current visit — up to 2 years",
      ],
    },
    {
      heading: "Third-party content",
      paragraphs: [
        "One blog article points to a video on YouTube. Nothing is loaded from YouTube until you click it. After you click, YouTube (Google) may store cookies or similar data in your browser under its own policies.",
        "Our distillery map is drawn by the site itself and sets nothing. The map on a bottle or distillery page links to Google Maps, which opens in a new tab, and Buy Now links open Nammi (nammi.is) in a new tab; those sites use their own cookies under their own policies. The Buy Now link carries our affiliate reference in the link address, not in a cookie set by us; see our [Affiliate Disclosure](/affiliate-disclosure).",
      ],
    },
    {
      heading: "What we do not use",
      list: [
        "No advertising or marketing cookies.",
        "No cross-site tracking or social media tracking pixels.",
        "No selling or sharing of data for advertising.",
      ],
      paragraphs: [],
    },
    {
      heading: "How to control cookies and storage",
      paragraphs: [
        "When analytics is in use, the Cookie settings link in the footer lets you accept or reject analytics cookies at any time. If you reject after having accepted, no further page views are sent and the analytics script is not loaded on later visits. Cookies already set can be removed by deleting this site's cookies in your browser.",
        "You can also clear this site's data (cookies, localStorage and sessionStorage) in your browser's privacy settings, or block cookies altogether. If you clear storage, the site will forget your choices: the newsletter pop-up may open by itself again and, when analytics is in use, the consent banner will ask again.",
      ],
    },
    {
      heading: "More information and contact",
      paragraphs: [
        "How we handle personal data, including your rights under the GDPR as applied in Iceland, is explained in our [Privacy Policy](/privacy-policy). If this policy changes, we will update the date at the top of this page, and if we ever add a new kind of cookie that needs consent, we will ask you again. Questions are welcome at {{email}} or through our [contact page](/contact).",
      ],
    },
  ],
};

export const legalPages: Record<LegalPage["slug"], LegalPage> = {
  "privacy-policy": privacyPolicy,
  "terms-of-service": termsOfService,
  "affiliate-disclosure": affiliateDisclosure,
  "cookie-policy": cookiePolicy,
};
