import { z } from "zod";

/** Signed tickets are a few hundred characters; anything far longer is not one. */
export const MAX_TEST_TOKEN_LENGTH = 4096;

export const testTokenSchema = z
  .string()
  .min(1)
  .max(MAX_TEST_TOKEN_LENGTH)
  .describe("The signed test token the server issued with the passage");
