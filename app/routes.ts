import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("premium-gins", "routes/premium-gins.tsx"),
  route("premium-whiskies", "routes/premium-whiskies.tsx"),
  route("premium-vodkas", "routes/premium-vodkas.tsx"),
  route("premium-brennivins", "routes/premium-brennivins.tsx"),
  route("distilleries", "routes/distilleries.tsx"),
  route("all-distillery/:distillerySlug", "routes/distillery.tsx"),
  route("gin/:ginSlug", "routes/gin.tsx"),
  route("vodka/:vodkaSlug", "routes/vodka.tsx"),
  route("spirit/:spiritSlug", "routes/spirit.tsx"),
  // The same view answers the whisky addresses.
  route("whisky/:whiskySlug", "routes/spirit.tsx", { id: "routes/whisky" }),
  route("why-icelandic-gin", "routes/why-icelandic-gin.tsx"),
  route("botanicals/:botanicalSlug", "routes/botanical.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("affiliate-disclosure", "routes/affiliate-disclosure.tsx"),
  route("cookie-policy", "routes/cookie-policy.tsx"),
  route("admin", "routes/admin.tsx"),
  route("404", "routes/not-found.tsx"),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
