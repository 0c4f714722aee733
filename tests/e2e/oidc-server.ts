/**
 * The local OpenID Connect provider the browser tests sign in through: `node
 * tests/e2e/oidc-server.ts <port>`. Everyone who arrives is signed in as the same person.
 */
import { startOidcProvider } from "../support/oidc-provider.ts";

const port = Number(process.argv[2] ?? 4174);
const provider = await startOidcProvider(port);
provider.signInAs({ sub: "e2e-oidc-user", email: "oidc.typist@example.com", name: "Oidc Typist" });
console.log(`OIDC provider at ${provider.issuer}`);
const stop = () => void provider.stop().then(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
