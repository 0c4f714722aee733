import WebSocket from "ws";
import type { ClientMessage, ServerMessage } from "../../src/core/race/protocol.ts";

type Of<T extends ServerMessage["type"]> = Extract<ServerMessage, { type: T }>;

/**
 * A racer's real WebSocket to a listening server, as the race page will hold it: it keeps
 * every message the server sent, and a test waits for the next of a type.
 */
export class RaceClient {
  readonly socket: WebSocket;
  private readonly inbox: ServerMessage[] = [];
  private waiting: (() => void)[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on("message", (data) => {
      this.inbox.push(JSON.parse(data.toString()) as ServerMessage);
      for (const wake of this.waiting.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      socket.on("close", (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.waiting.splice(0)) wake();
      }),
    );
  }

  /** `answerPings: false` plays a client that has gone away without closing its socket. */
  static async connect(
    baseUrl: string,
    headers: Record<string, string> = {},
    { answerPings = true } = {},
  ): Promise<RaceClient> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/api/races/ws`, {
      headers,
      autoPong: answerPings,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
    return new RaceClient(socket);
  }

  send(message: ClientMessage | Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  /** The first message of this type not taken yet that `accept` accepts, within `ms`. */
  async next<T extends ServerMessage["type"]>(
    type: T,
    accept: (message: Of<T>) => boolean = () => true,
    ms = 5000,
  ): Promise<Of<T>> {
    return this.nextOf((m) => m.type === type && accept(m as Of<T>), ms, type) as Promise<Of<T>>;
  }

  /** The first message of any type not taken yet that `accept` accepts, within `ms`. */
  async nextOf(
    accept: (message: ServerMessage) => boolean,
    ms = 5000,
    what = "matching",
  ): Promise<ServerMessage> {
    const deadline = Date.now() + ms;
    for (;;) {
      const index = this.inbox.findIndex(accept);
      if (index >= 0) return this.inbox.splice(index, 1)[0]!;
      const left = deadline - Date.now();
      if (left <= 0 || this.socket.readyState === WebSocket.CLOSED) {
        throw new Error(`No ${what} message; got ${JSON.stringify(this.inbox.map((m) => m.type))}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.socket.close();
  }
}
