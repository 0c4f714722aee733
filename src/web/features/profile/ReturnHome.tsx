import { useNavigate } from "react-router";
import { PATHS } from "../../../core/site/paths.ts";

/** product 'Profile': the way back from the error and sign-in messages. */
export function ReturnHome() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      // Replacing the entry also clears the sign-in prompt when it is shown on the home page.
      onClick={() => void navigate(PATHS.home, { replace: true })}
      className="mt-4 rounded-md bg-amber-400 px-4 py-2 font-semibold text-gray-950 hover:bg-amber-300"
    >
      Return Home
    </button>
  );
}
