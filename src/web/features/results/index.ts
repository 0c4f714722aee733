/** Results' public entry: the practice results panel, loaded on demand, which a raced run shows. */
export { lazyPracticeResults } from "./LazyResultsPanel.tsx";
