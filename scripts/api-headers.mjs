// The headers every API request of the measuring scripts carries: with OPERATOR_TOKEN set in the
// environment (the server's API then asks for sign-in), `Authorization: Bearer <token>`.

/** `extra` headers, with the operator's bearer token when OPERATOR_TOKEN is set. */
export function apiHeaders(extra = {}) {
  const token = process.env.OPERATOR_TOKEN;
  return token ? { ...extra, authorization: `Bearer ${token}` } : { ...extra };
}
