import { useParams } from "react-router";
import { lazyComponent } from "../../ui/lazy-component.tsx";
import { PublicView } from "../../ui/PublicView.tsx";
import { fetchPublicResult } from "./result-client.ts";

/**
 * The result itself, fetched once there is one to show: a stale link's visit, which finds
 * none, carries only the page's frame.
 */
const View = lazyComponent(
  () => import("./PublicResultView.tsx").then((module) => module.ResultView),
  "Loading the result…",
);

const RESULT_WORDS = {
  thing: "result",
  missingTitle: "Result Not Found",
  hiddenBecause: "the typist keeps their results private",
};

/** /results/:id: one saved result, for anyone its typist lets see it (issue 33). */
export function ResultPage() {
  const { resultId = "" } = useParams();
  return (
    <PublicView id={resultId} load={fetchPublicResult} words={RESULT_WORDS}>
      {(result) => <View.Component key={result.id} result={result} />}
    </PublicView>
  );
}
