import { useState } from "react";
import { runOneByOne } from "~/lib/admin/paced-run";

/**
 * A paced run as component state: `start` checks each item in turn with `check` (which turns its
 * own failure into a result), keeping the results, the percentage done and the item at work.
 */
export function usePacedRun<Item, Result>(check: (item: Item) => Promise<Result>) {
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState(0);
  const [current, setCurrent] = useState<Item | null>(null);
  const [results, setResults] = useState<Result[]>([]);

  async function start(items: readonly Item[]) {
    setRunning(true);
    setProgress(0);
    setResults([]);
    await runOneByOne(
      items,
      async (item) => {
        setCurrent(item);
        const result = await check(item);
        setResults((done) => [...done, result]);
      },
      setProgress,
    );
    setCurrent(null);
    setRunning(false);
  }

  return { running, progress, current, results, start };
}
