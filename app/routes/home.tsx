import { pageMeta } from "~/lib/seo";
import { HomePage } from "~/components/home/home-page";

export const meta = () =>
  pageMeta({
    title: "The Gins of Iceland - Premium Icelandic Gin, Whisky and Vodka",
    description:
      "Discover premium Icelandic gin, whisky, vodka and brennivín: wild botanicals, glacial water and the craft distilleries behind every bottle.",
    path: "/",
  });

export default function Home() {
  return <HomePage />;
}
