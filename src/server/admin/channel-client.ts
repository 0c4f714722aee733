import fs from "node:fs";
import path from "node:path";
import { moderatorChangedSchema, moderatorListSchema } from "../../core/api/admin.ts";
import { getModerators, postModerator } from "../../core/api/endpoints/admin-channel.ts";
import { CHANNEL_FILE, type ChannelFile, channelFileSchema } from "./channel.ts";
import type { AdminAction, AdminOutcome } from "./admin-action.ts";

/** Why the running server could not be asked, or refused: said as it is, with what to do. */
export class ChannelError extends Error {}

/** How long npm run admin waits for the running server's answer. */
const ANSWER_TIMEOUT_MS = 15_000;

function readChannelFile(dataDir: string): ChannelFile {
  const file = path.join(dataDir, CHANNEL_FILE);
  let problem: string;
  try {
    const parsed = channelFileSchema.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
    if (parsed.success) return parsed.data;
    problem = "is not a channel file";
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    problem = code === "ENOENT" ? "is missing" : (error as Error).message;
  }
  throw new ChannelError(
    `a TypeTempo server has the embedded database in ${dataDir} open, and its admin channel ` +
      `(${file}) ${problem}. Restart the server, which writes the file as it starts, or stop ` +
      "it and run the command again.",
  );
}

/**
 * Has the server that holds the embedded database in `dataDir` carry out the action, through
 * the local admin channel it opened (channel.ts): on 127.0.0.1, with the token from its file.
 */
export async function askRunningServer(
  dataDir: string,
  action: AdminAction,
): Promise<AdminOutcome> {
  const channel = readChannelFile(dataDir);
  const endpoint = action.kind === "list" ? getModerators : postModerator;
  const body =
    action.kind === "set" ? { username: action.username, moderator: action.moderator } : null;
  let response: Response;
  try {
    response = await fetch(new URL(endpoint.path, channel.url), {
      method: endpoint.method,
      headers: {
        authorization: `Bearer ${channel.token}`,
        ...(body && { "content-type": "application/json" }),
      },
      body: body && JSON.stringify(body),
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
    throw new ChannelError(
      `the running server's admin channel at ${channel.url} did not answer (${cause}). ` +
        "If the server is starting or stopping, try again in a moment.",
    );
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) {
    return action.kind === "list"
      ? { kind: "list", moderators: moderatorListSchema.parse(answer).moderators }
      : { kind: "set", username: moderatorChangedSchema.parse(answer).username };
  }
  if (response.status === 404 && action.kind === "set") return { kind: "set", username: null };
  const message = (answer as { message?: unknown } | null)?.message;
  throw new ChannelError(
    `the running server refused the request (${response.status}): ${
      typeof message === "string" ? message : "no reason given"
    }`,
  );
}
