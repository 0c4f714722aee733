import type { PostJson } from "./finished-test.ts";

export interface Answer {
  status: number;
  body: unknown;
}

/**
 * A client of a running server without a browser: it keeps the session cookie it is given,
 * as a browser would, and can carry it to another instance of the same site.
 */
export class SiteVisitor {
  readonly url: string;
  cookie: string;

  constructor(url: string, cookie = "") {
    this.url = url;
    this.cookie = cookie;
  }

  /** The same visitor, with the same session, talking to another instance. */
  at(url: string): SiteVisitor {
    return new SiteVisitor(url, this.cookie);
  }

  async request(method: string, pathname: string, body?: object): Promise<Answer> {
    const response = await fetch(this.url + pathname, {
      method,
      headers: {
        ...(body ? { "content-type": "application/json" } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        // As a browser on the site does; production refuses sign-ins without it.
        ...(method === "GET" ? {} : { origin: this.url }),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const session = response.headers
      .getSetCookie()
      .find((c) => c.includes("session_token=") && !c.includes("Max-Age=0"));
    if (session) this.cookie = session.split(";")[0]!;
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: the text itself
    }
    return { status: response.status, body: parsed };
  }

  get = (pathname: string) => this.request("GET", pathname);
  post: PostJson = (pathname, body) => this.request("POST", pathname, body);

  /** Signs up a new account and keeps its session. */
  async signUp(account: { email: string; password: string; username: string }): Promise<string> {
    const answer = await this.post("/api/auth/sign-up/email", {
      ...account,
      name: account.username,
    });
    if (answer.status !== 200) {
      throw new Error(`sign-up answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return (answer.body as { user: { id: string } }).user.id;
  }
}
