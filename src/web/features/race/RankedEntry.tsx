import { RANKED_NEEDS_ACCOUNT } from "../../../core/race/ranked-match.ts";
import { openAuthModal } from "../../lib/auth-modal.ts";
import { Button } from "../../ui/Button.tsx";

/**
 * The lobby's way into the ranked queue (product 'Ranked races'): a signed-in typist joins it;
 * a guest is told why they cannot, and can sign in.
 */
export function RankedEntry({ signedIn, onRace }: { signedIn: boolean; onRace: () => void }) {
  return (
    <div className="space-y-2 border-t border-gray-800 pt-5" data-testid="ranked-entry">
      {signedIn ? (
        <Button variant="secondary" size="lg" className="w-full sm:w-auto" onClick={onRace}>
          Ranked race
        </Button>
      ) : (
        <Button
          variant="secondary"
          size="lg"
          className="w-full sm:w-auto"
          onClick={() => openAuthModal("signin")}
        >
          Sign in to race ranked
        </Button>
      )}
      <p className="text-sm text-gray-400">
        {signedIn
          ? "Race typists near your rating. Each ranked race moves your rating (Glicko-2), shown on your profile; the search widens the longer you wait."
          : RANKED_NEEDS_ACCOUNT}
      </p>
    </div>
  );
}
