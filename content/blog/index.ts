import type { BlogPostRecord } from "../schema";
import { post as lundey } from "./posts/lundey-gin-puffin-inspired-spirit";
import { post as goodGin } from "./posts/does-iceland-have-good-gin";
import { post as glacialWater } from "./posts/uncovering-benefits-icelandic-glacial-water";
import { post as uniqueAllure } from "./posts/unique-allure-icelandic-gin";
import { post as madeFrom } from "./posts/what-is-icelandic-gin-made-from";
import { post as landscapes } from "./posts/from-landscapes-to-libations";
import { post as lavaSalt } from "./posts/uncovering-smoky-secrets-black-lava-salt";
import { post as botanicalFlavours } from "./posts/discover-unique-flavors-icelandic-gin-botanicals";
import { post as vikings } from "./posts/what-do-vikings-drink";

export const blogPosts: BlogPostRecord[] = [
  lundey,
  goodGin,
  glacialWater,
  uniqueAllure,
  madeFrom,
  landscapes,
  lavaSalt,
  botanicalFlavours,
  vikings,
];
