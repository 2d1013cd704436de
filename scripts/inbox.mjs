// npm run inbox: the listing is TypeScript (it shares the inbox's store module), loaded through tsx.
import { tsImport } from "tsx/esm/api";

const { printInbox } = await tsImport("./inbox.ts", import.meta.url);
printInbox();
