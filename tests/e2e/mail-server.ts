import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  PROCESS_TEST_TIMEOUT_MS,
  type ServerProcess,
  freePort,
  spawnServer,
  waitForHealth,
} from "../support/server-process.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { E2E_AUTH_SECRET } from "./server-secret.ts";

export interface MailedServer {
  server: ServerProcess;
  sink: SmtpSink;
  stop(): Promise<void>;
}

/**
 * A server of its own, on a fresh embedded database, that sends its mails over SMTP to a real
 * SMTP server started here, so a spec follows a mail from the site to the inbox and back.
 */
export async function startMailedServer(): Promise<MailedServer> {
  const sink = await startSmtpSink();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "typetempo-e2e-mail-"));
  const server = spawnServer(await freePort(), {
    DATA_DIR: dataDir,
    WEB_ROOT: process.env.WEB_ROOT ?? "build/client",
    SMTP_URL: sink.url,
    MAIL_FROM: "TypeTempo <no-reply@typetempo.test>",
    // The browser tests' own, with which specs date test tokens (clocked-typing.ts).
    BETTER_AUTH_SECRET: E2E_AUTH_SECRET,
  });
  await waitForHealth(server, PROCESS_TEST_TIMEOUT_MS);
  return {
    server,
    sink,
    async stop() {
      await server.stop();
      await sink.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The first link of a received mail's text. */
export function firstLink(text: string | undefined): string {
  return text?.match(/https?:\/\/\S+/)?.[0] ?? "";
}
