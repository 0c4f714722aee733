import { RESULT_PAGE, clientPageHandle } from "../../core/site/client-pages.ts";
import { clientPageMeta } from "../../core/site/page-meta.ts";
import { ResultPage } from "../features/results/ResultPage.tsx";

export const meta = () => clientPageMeta(RESULT_PAGE);
export const handle = clientPageHandle(RESULT_PAGE);

export default function Result() {
  return <ResultPage />;
}
