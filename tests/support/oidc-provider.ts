import { OAuth2Server } from "oauth2-mock-server";

export interface OidcIdentity {
  sub: string;
  email: string;
  name: string;
  /** The OpenID Connect claim a provider offers as the user's wish for a username. */
  preferred_username?: string;
  /** Whether the provider vouches for the address; it does unless told otherwise. */
  email_verified?: boolean;
  /** The address of the user's picture, which becomes the account's image. */
  picture?: string;
}

export interface LocalOidcProvider {
  issuer: string;
  /** Who the next sign-in at the provider will be. */
  signInAs(identity: OidcIdentity): void;
  stop(): Promise<void>;
}

/** A real OpenID Connect provider on 127.0.0.1 that signs everyone in without asking. */
export async function startOidcProvider(port = 0): Promise<LocalOidcProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  let identity: OidcIdentity = { sub: "johndoe", email: "john@example.com", name: "John Doe" };
  server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { email_verified: true, ...identity });
  });
  server.service.on("beforeUserinfo", (response: { body: Record<string, unknown> }) => {
    response.body = { email_verified: true, ...identity };
  });
  await server.start(port, "127.0.0.1");
  const issuer = server.issuer.url;
  if (!issuer) throw new Error("The OIDC provider did not start");
  return {
    issuer,
    signInAs(next) {
      identity = next;
    },
    stop: () => server.stop(),
  };
}
