import type { FastifyInstance } from "fastify";

/**
 * While the server closes, every answer also closes its connection. A keep-alive connection
 * whose request was in flight at SIGTERM would otherwise stay open after the answer, and the
 * server would wait on it until the shutdown grace ran out.
 */
export function registerDrain(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (closing) reply.header("connection", "close");
    return payload;
  });
}
