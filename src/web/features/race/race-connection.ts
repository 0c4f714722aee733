import type { ClientMessage, ServerMessage } from "../../../core/race/protocol.ts";
import {
  CLOSE_RESTARTING,
  MAX_MESSAGE_BYTES,
  RACE_SOCKET_PATH,
  utf8Bytes,
} from "../../../core/race/protocol-basics.ts";
import { parseServerMessage } from "../../../core/race/server-message.ts";

/** `restarting`: reconnecting after the server said it was stopping. */
export type ConnectionStatus = "connecting" | "open" | "reconnecting" | "restarting" | "failed";

/** Waits before each reconnect: doubling from half a second, then given up. */
export const RECONNECT_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 8000] as const;
/** The client's own heartbeat: a ping this often, and a socket silent for three is dead. */
const PING_EVERY_MS = 5000;
const SILENCE_LIMIT_MS = 3 * PING_EVERY_MS;

interface RaceConnectionOptions {
  /** The first message of every connection: joining, or joining again with the rejoin key. */
  hello: () => ClientMessage;
  onMessage: (message: ServerMessage) => void;
  onStatus: (status: ConnectionStatus) => void;
  /** Whether a closed connection is worth making again: a finished race needs none. */
  wanted: () => boolean;
}

/**
 * The race page's WebSocket (docs/architecture.md "A race"): it joins on every connection,
 * pings on its own to notice a silent network, and after a drop connects again with growing
 * waits until it gives up. Messages the server sends that do not parse are ignored.
 */
export class RaceConnection {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pinger: ReturnType<typeof setInterval> | undefined;
  private lastHeard = 0;
  private closed = false;
  /** The server closed the last socket because it was stopping; cleared on joining again. */
  private restarting = false;
  /** Server clock minus the browser's, from the latest message that carried it. */
  offsetMs = 0;
  private readonly options: RaceConnectionOptions;

  constructor(options: RaceConnectionOptions) {
    this.options = options;
    this.connect();
  }

  /** The server's clock now, as well as the browser can tell. */
  serverNow(): number {
    return Date.now() + this.offsetMs;
  }

  /** Sends when connected; a message that could not go is dropped (progress is sent again). */
  send(message: ClientMessage): boolean {
    const data = JSON.stringify(message);
    if (this.socket?.readyState !== WebSocket.OPEN || utf8Bytes(data) > MAX_MESSAGE_BYTES) {
      return false;
    }
    this.socket.send(data);
    return true;
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    clearInterval(this.pinger);
    this.socket?.close();
  }

  private connect(): void {
    const url = new URL(RACE_SOCKET_PATH, window.location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(url);
    this.socket = socket;
    // A retry said "reconnecting" when it was planned.
    if (this.attempt === 0) this.options.onStatus("connecting");
    socket.onopen = () => {
      this.lastHeard = Date.now();
      this.send(this.options.hello());
      clearInterval(this.pinger);
      this.pinger = setInterval(() => this.heartbeat(), PING_EVERY_MS);
    };
    socket.onmessage = (event) => {
      this.lastHeard = Date.now();
      const parsed = parseServerMessage(event.data);
      if (!parsed) return;
      if ("serverNow" in parsed) this.offsetMs = parsed.serverNow - Date.now();
      if (parsed.type === "joined") {
        this.attempt = 0;
        this.restarting = false;
        this.options.onStatus("open");
      }
      this.options.onMessage(parsed);
    };
    socket.onclose = (event) => {
      // A socket given up for dead may close long after its successor opened: the pinger is
      // the successor's by then.
      if (this.closed || this.socket !== socket) return;
      clearInterval(this.pinger);
      if (event.code === CLOSE_RESTARTING) this.restarting = true;
      if (this.options.wanted()) this.retry();
    };
  }

  private heartbeat(): void {
    if (Date.now() - this.lastHeard > SILENCE_LIMIT_MS) {
      // No answer for three pings: the network is gone without the socket noticing.
      const dead = this.socket;
      this.socket = null;
      clearInterval(this.pinger);
      dead?.close();
      this.retry();
      return;
    }
    this.send({ type: "ping", t: Date.now() });
  }

  private retry(): void {
    const delay = RECONNECT_DELAYS_MS[this.attempt];
    if (delay === undefined) {
      this.options.onStatus("failed");
      return;
    }
    this.attempt++;
    this.options.onStatus(this.restarting ? "restarting" : "reconnecting");
    this.timer = setTimeout(() => this.connect(), delay);
  }
}
