import { type RouteConfig, index, route } from "@react-router/dev/routes";
import {
  ADMIN_PAGE,
  ARTICLES,
  RACE_ROOM_PAGE,
  REPLAY_PAGE,
  RESULT_PAGE,
  RESET_PASSWORD_PAGE,
} from "../core/site/route-catalog.ts";
import {
  CHARACTER_LENGTHS,
  TIMED_DURATIONS,
  characterTestPath,
  timedTestPath,
} from "../core/typing/test-modes.ts";

const relative = (path: string) => path.slice(1);

export default [
  index("routes/home.tsx"),
  ...TIMED_DURATIONS.map((seconds) =>
    route(relative(timedTestPath(seconds)), "routes/timed-test.tsx", { id: `timed-${seconds}` }),
  ),
  ...CHARACTER_LENGTHS.map((length) =>
    route(relative(characterTestPath(length)), "routes/length-test.tsx", {
      id: `length-${length}`,
    }),
  ),
  route("practice", "routes/practice.tsx"),
  route("race", "routes/race.tsx"),
  route(relative(RACE_ROOM_PAGE.pattern), "routes/race-room.tsx"),
  route("leaderboard", "routes/leaderboard.tsx"),
  route("profile", "routes/profile.tsx"),
  route("settings", "routes/settings.tsx"),
  route("blog", "routes/blog-index.tsx"),
  ...ARTICLES.map((article, i) =>
    route(relative(article.path), "routes/blog-article.tsx", { id: `article-${i}` }),
  ),
  route("help", "routes/help.tsx"),
  route("faq", "routes/faq.tsx"),
  route("word-count-tool", "routes/word-count-tool.tsx"),
  route("about", "routes/about.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("contact", "routes/contact.tsx"),
  route(relative(REPLAY_PAGE.pattern), "routes/replay.tsx"),
  route(relative(RESULT_PAGE.pattern), "routes/result.tsx"),
  route(relative(ADMIN_PAGE.pattern), "routes/admin.tsx"),
  route(relative(RESET_PASSWORD_PAGE.pattern), "routes/reset-password.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
